/**
 * How every area writes a figure for people: bytes, counts, plurals and durations, one format each, so that a size
 * or a time reads the same in a log line, a job summary, an error message and the CLI.
 */

/** Human-readable sizes: 1.50 GB, 1.5 MB, 820 KB, 12 B (decimal units, as the service documents its limits). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(0)} KB`;
  return `${bytes} B`;
}

/** A count with thousands separators: 5,008 (without Intl, whose first use costs ~15 ms of start-up). */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `5,008 alerts`, `1 alert`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A duration: "1.2 s" under ten seconds, "42 s" under a minute, "3 min 5 s" or "60 min" above. */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const whole = Math.round(s);
  return whole % 60 === 0 ? `${whole / 60} min` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
