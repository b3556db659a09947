/**
 * `*.localhost` resolved to loopback inside the steps' Node processes. The emulator names itself
 * `<vendor>.localhost` in GITHUB_SERVER_URL (src/emulator/actions/runs.ts says why); RFC 6761 keeps such names for
 * loopback and browsers and curl resolve them so, but Node asks getaddrinfo, which on machines without
 * nss-myhostname (Debian's default) does not. A client in a step that connects to GITHUB_SERVER_URL would fail
 * where it works against the service. The runner gives each process a NODE_OPTIONS preload, a data: module of a few
 * lines, that answers `*.localhost` with 127.0.0.1 (where the emulator listens) and leaves every other name to the
 * system.
 */

/** The preload: dns.lookup (what net and fetch connect through) for names under .localhost. */
const PRELOAD = `import dns from 'node:dns';
const local = (host) => typeof host === 'string' && /^[^/]+\\.localhost\\.?$/i.test(host);
const all = (options) => typeof options === 'object' && options !== null && options.all === true;
const lookup = dns.lookup;
dns.lookup = function (host, options, callback) {
  if (!local(host)) return lookup.apply(this, arguments);
  const cb = typeof options === 'function' ? options : callback;
  const many = all(options);
  process.nextTick(() => (many ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)));
  return {};
};
const promised = dns.promises.lookup;
dns.promises.lookup = function (host, options) {
  if (!local(host)) return promised.apply(this, arguments);
  const answer = { address: '127.0.0.1', family: 4 };
  return Promise.resolve(all(options) ? [answer] : answer);
};
`;

export const LOCALHOST_PRELOAD = `--import=data:text/javascript;base64,${Buffer.from(PRELOAD).toString('base64')}`;

/** NODE_OPTIONS with the preload added (after the user's own options), when the server URL is a .localhost name. */
export function withLocalhostNames(env: Record<string, string>): void {
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL ?? '').hostname;
  } catch {
    return;
  }
  if (!host.toLowerCase().endsWith('.localhost')) return;
  env.NODE_OPTIONS = [env.NODE_OPTIONS, LOCALHOST_PRELOAD].filter((o) => o).join(' ');
}
