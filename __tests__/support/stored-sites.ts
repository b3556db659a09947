/** Looking into the emulator's content store of deployed sites (src/emulator/site-store.ts) from tests. */
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (none when it does not exist), by its path inside it. */
export const filesUnder = (dir: string): string[] => {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
};

/** Wait (up to `ms`) until `check` holds; the last value it saw otherwise. */
export async function eventually<T>(read: () => T, check: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  let v = read();
  while (!check(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    v = read();
  }
  return v;
}
