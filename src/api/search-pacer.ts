/** Keeps searches under the documented rate (30 a minute authenticated, 10 anonymous): a sliding minute. */
import { sleepUnlessAborted, type Clock } from './clock.js';

const MINUTE = 60_000;

export class SearchPacer {
  private stamps: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Wait until one more search fits in the last minute, then count it; a stop ends the wait uncounted. */
  async take(onWait: (ms: number) => void, signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) return;
      const now = this.clock.now();
      this.stamps = this.stamps.filter((t) => t > now - MINUTE);
      if (this.stamps.length < this.perMinute) {
        this.stamps.push(now);
        return;
      }
      const wait = this.stamps[0] + MINUTE - now;
      onWait(wait);
      await sleepUnlessAborted(this.clock, wait, signal);
    }
  }
}
