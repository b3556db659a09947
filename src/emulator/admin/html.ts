/** What the emulator's admin pages share: escaping for HTML, and their content security policy. */

/** Text or an attribute's value as HTML. */
export const esc = (v: unknown) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page's policy: its script and style are files of its own (no inline code runs, so markup that escaped the
 * escaping could not run either), it talks only to its own origin, and no page may frame it.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
