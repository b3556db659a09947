/**
 * A directory and its missing parents, made one level at a time, as `mkdir -p`. Node 20's
 * `mkdirSync(path, { recursive: true })` never returns where the file system answers ENOENT for a path whose parent
 * exists (`/proc/x`): it spins at full CPU, deaf to signals (`--out-dir /proc/x` hung a check). Here each level is
 * tried at most twice, and such an ENOENT is thrown as any other error is.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export function makeDirectory(path: string): void {
  if (make(path)) return;
  const parent = dirname(path);
  if (parent === path) mkdirSync(path); // the root, missing: throws what the system says
  makeDirectory(parent);
  if (!make(path)) mkdirSync(path); // the parent is there now: a second ENOENT is the system's answer
}

/** True when `path` is a directory now; false when its parent is missing; throws anything else. */
function make(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // There already: fine if it is a directory (as mkdir -p), else the EEXIST stands.
    if (code === 'EEXIST' && statSync(path).isDirectory()) return true;
    throw err;
  }
}
