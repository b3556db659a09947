/**
 * The admin token: every /_emulator route but the runner-facing ones needs it, as `Authorization: Bearer <token>`
 * or, in the dashboard, as the cookie that opening `/_emulator/?token=<token>` sets. The cookie is sent by the
 * browser, so what it authenticates is bounded: no request a browser marks as coming from another site or origin
 * (Sec-Fetch-Site), and a change only with the emulator's own Origin and the `X-Emulator-Admin` header, which a
 * page of another origin cannot send without a CORS preflight that the admin API refuses (routes.ts). The Pages
 * sites under /pages/ share the emulator's origin but run sandboxed in an opaque one (pages/serving.ts), so to
 * the admin API they are another origin.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { StateDirError } from '../state-dir.js';

/** Where the admin API, the dashboard and the alerts' pages are. */
export const ADMIN_PREFIX = '/_emulator';

export const ADMIN_COOKIE = 'emulator_admin';
const TOKEN_FILE = 'admin-token';

/** The token given, else the one saved in the state directory, else a new one (saved there when there is one). */
export function adminTokenFor(given: string | undefined, stateDir: string | undefined): string {
  if (given) return given;
  const file = stateDir ? join(stateDir, TOKEN_FILE) : undefined;
  if (file && existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  const token = `emu_admin_${randomBytes(20).toString('hex')}`;
  if (file) {
    // Written aside then renamed: a disk that fills up midway leaves no cut token to be read at the next start.
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, `${token}\n`, { mode: 0o600 });
      renameSync(tmp, file);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw new StateDirError(`cannot write the admin token to ${file}: ${(err as Error).message}`);
    }
  }
  return token;
}

const digest = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export type AdminAuth = 'header' | 'cookie' | null;

/** How the request proves it holds the admin token, if it does. */
export function adminAuth(req: FastifyRequest, token: string): AdminAuth {
  const header = req.headers.authorization;
  if (typeof header === 'string' && /^bearer /i.test(header) && same(header.slice(7).trim(), token))
    return 'header';
  const cookie = cookieValue(req.headers.cookie, ADMIN_COOKIE);
  if (cookie !== undefined && same(cookie, token)) return 'cookie';
  return null;
}

/** A cookie's value; undefined when it is absent or not valid percent-encoding (a bad cookie proves nothing). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The header a change authenticated by the cookie must carry (any value); the dashboard's script sends it. */
export const ADMIN_HEADER = 'x-emulator-admin';

export const ADMIN_CROSS_ORIGIN =
  'The admin API answers no cross-origin request: use Authorization: Bearer <admin token>, or the dashboard itself';

/**
 * Why a request authenticated by the admin cookie is refused, if it is: the browser says it comes from another
 * origin (a site's page, even on this host; only the dashboard's own requests and the operator's own navigation
 * count), or it changes something without coming from the dashboard page (its Origin and the admin header).
 */
export function cookieRequestProblem(req: FastifyRequest, origin: string): string | undefined {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return ADMIN_CROSS_ORIGIN;
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  // A form or script of another site would send the cookie too; only the dashboard's own page may change things.
  if (req.headers.origin !== origin || req.headers[ADMIN_HEADER] === undefined)
    return `Admin changes by cookie must come from the dashboard page itself (its Origin and the ${ADMIN_HEADER} header)`;
  return undefined;
}

export function adminCookie(token: string): string {
  return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/_emulator; HttpOnly; SameSite=Strict`;
}
