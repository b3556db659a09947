/** Keeps searches under the documented rate (30 a minute authenticated, 10 anonymous): a sliding minute. */
import type { Clock } from './clock.js';

const MINUTE = 60_000;

export class SearchPacer {
  private stamps: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Wait until one more search fits in the last minute, then count it. */
  async take(onWait: (ms: number) => void): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      this.stamps = this.stamps.filter((t) => t > now - MINUTE);
      if (this.stamps.length < this.perMinute) {
        this.stamps.push(now);
        return;
      }
      const wait = this.stamps[0] + MINUTE - now;
      onWait(wait);
      await this.clock.sleep(wait);
    }
  }
}
