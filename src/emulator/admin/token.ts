/**
 * The admin token: every /_emulator route but the runner-facing ones needs it, as `Authorization: Bearer <token>`
 * or, in the dashboard, as the cookie that opening `/_emulator/?token=<token>` sets. A request authenticated by the
 * cookie that changes something must come from the emulator's own page (its Origin), so another site open in the
 * same browser cannot drive the admin API.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { StateDirError } from '../state-dir.js';

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

export function adminCookie(token: string): string {
  return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/_emulator; HttpOnly; SameSite=Strict`;
}
