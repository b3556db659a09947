/**
 * Work the emulator does after answering (processing an upload, finishing a deployment) must end in a state write
 * that nothing else will retry. When the state directory refuses that write (a full disk), the work keeps its
 * result and tries again with a growing pause, until the write is saved or the emulator closes; the record it
 * would change stays as it was meanwhile (pending, syncing), which is also what a restart resumes from.
 */
import { StorageError } from './state-dir.js';
import type { Ctx } from './http.js';

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;

export class Closed extends Error {}

/** Run `write` until the state directory takes it; throws Closed when the emulator closes first. */
export async function commitEventually<T>(ctx: Ctx, write: () => T): Promise<T> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(LONGEST_PAUSE_MS, pause * 2)) {
    if (ctx.store.isClosed) throw new Closed('the emulator closed before the work was saved');
    try {
      return write();
    } catch (err) {
      if (!(err instanceof StorageError)) throw err;
    }
    await new Promise((r) => setTimeout(r, pause).unref());
  }
}
