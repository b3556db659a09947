/**
 * Tokens in the service's own forms, for the seed `serve --vendor github` ships: `ghp_` (classic personal),
 * `github_pat_` (fine-grained), `ghs_` (app installation, and the workflow token), `gho_` (OAuth), each with the
 * service's layout (30 base62 characters then a 6-character base62 CRC-32 of them; fine-grained: 22, `_`, 59),
 * so that tools that check a token's form (secret scanners, clients) take them. They are derived from a label, so
 * the same seed always has the same tokens (docs/emulator.md lists them).
 */
import { createHash } from 'node:crypto';
import type { Seed } from './seed.js';
import type { Token } from './state.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(text: string): number {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text)) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function base62(n: number, width: number): string {
  let out = '';
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

/** `length` base62 characters derived from a label. */
function chars(label: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) {
    for (const byte of createHash('sha256').update(`${label}\0${i}`).digest()) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

const PREFIX: Record<Token['kind'], string> = {
  classic: 'ghp_',
  'fine-grained': 'github_pat_',
  installation: 'ghs_',
  workflow: 'ghs_',
  oauth: 'gho_',
};

/** A token of this kind in the service's form, derived from `label`. */
export function serviceToken(kind: Token['kind'], label: string): string {
  if (kind === 'fine-grained') return `github_pat_${chars(`${label}:a`, 22)}_${chars(`${label}:b`, 59)}`;
  const body = chars(label, 30);
  return `${PREFIX[kind]}${body}${base62(crc32(body), 6)}`;
}

/** The seed with every token renamed to the service's form (derived from its old name). */
export function withServiceTokens(seed: Seed): Seed {
  const renamed = (value: string) =>
    value in seed.tokens ? serviceToken(seed.tokens[value].kind, value) : value;
  return {
    ...seed,
    // A repository secret holding a token of the seed holds its new name.
    repos: seed.repos.map((r) =>
      r.secrets
        ? { ...r, secrets: Object.fromEntries(Object.entries(r.secrets).map(([k, v]) => [k, renamed(v)])) }
        : r,
    ),
    tokens: Object.fromEntries(
      Object.entries(seed.tokens).map(([name, token]) => [serviceToken(token.kind, name), token]),
    ),
  };
}
