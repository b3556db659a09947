/**
 * Private temporary directories (mkdtemp: mode 0700, a name nobody can guess), removed when their owner is done
 * with them or, should the process leave first, when it exits: a second Ctrl-C (src/cli/stop.ts) calls
 * process.exit while a check may hold a gzip input inflated to gigabytes, or an embedded emulator its Pages files.
 * (A process killed outright runs no hook: nothing can remove its files then.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TemporaryDir {
  path: string;
  /** Removes the directory and all it holds; again is a no-op. */
  remove(): void;
}

const open = new Set<string>();
let hooked = false;

function removeOpen(): void {
  for (const dir of open) rmSync(dir, { recursive: true, force: true });
  open.clear();
}

/** A new directory under the system's temporary directory, named `<prefix>XXXXXX`. */
export function temporaryDir(prefix: string): TemporaryDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  open.add(path);
  if (!hooked) {
    hooked = true;
    process.once('exit', removeOpen);
  }
  return {
    path,
    remove() {
      if (!open.delete(path)) return;
      rmSync(path, { recursive: true, force: true });
    },
  };
}
