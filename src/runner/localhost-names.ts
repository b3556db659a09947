/**
 * `*.localhost` resolved to loopback inside the steps' Node processes. The emulator names itself
 * `<vendor>.localhost` in GITHUB_SERVER_URL (src/emulator/actions/runs.ts says why); RFC 6761 keeps such names for
 * loopback and browsers and curl resolve them so, but Node asks getaddrinfo, which on machines without
 * nss-myhostname (Debian's default) does not. A client in a step that connects to GITHUB_SERVER_URL would fail
 * where it works against the service. The runner gives each process a NODE_OPTIONS preload of a few lines that
 * answers `*.localhost` with 127.0.0.1 (where the emulator listens) and leaves every other name to the system.
 *
 * The preload is a CommonJS file given with `--require`, which every Node a workflow may set up accepts (`--import`
 * in NODE_OPTIONS would stop a Node older than 18.18 from starting at all).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The preload: dns.lookup (what net and fetch connect through) and its promise form, for names under .localhost. */
const PRELOAD = `'use strict';
const dns = require('dns');
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
if (dns.promises) {
  const promised = dns.promises.lookup;
  dns.promises.lookup = function (host, options) {
    if (!local(host)) return promised.apply(this, arguments);
    const answer = { address: '127.0.0.1', family: 4 };
    return Promise.resolve(all(options) ? [answer] : answer);
  };
}
`;

/**
 * The preload's file in `dir`, the run's own directory: private (mkdtemp), a name nobody can guess (no other user of
 * the machine can put code of theirs in its place), removed with the run, on a forced exit too (an exit hook of
 * its own left one behind wherever the process's end skipped it: a worker killed, a test's sandboxed process). Not
 * RUNNER_TEMP, which a step may empty before the next one starts.
 */
export function localhostPreload(dir: string): string {
  const file = join(dir, 'localhost-names.cjs');
  if (!existsSync(file)) writeFileSync(file, PRELOAD, { mode: 0o600 });
  return file;
}

/**
 * NODE_OPTIONS with the preload (written into `dir`) added after the user's own options, when the server URL is a
 * .localhost name.
 */
export function withLocalhostNames(env: Record<string, string>, dir: string): void {
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL ?? '').hostname;
  } catch {
    return;
  }
  if (!host.toLowerCase().endsWith('.localhost')) return;
  const option = `--require ${JSON.stringify(localhostPreload(dir))}`;
  env.NODE_OPTIONS = [env.NODE_OPTIONS, option].filter((o) => o).join(' ');
}
