/**
 * Progress of a long read, as the tools people like show it: on a terminal one line redrawn in place (percent,
 * MB/s, time left), at most ten times a second, ended by a line of what it took; in a log (stderr not a terminal)
 * one line when a file starts, one every few seconds, and one when it ends — never a line a second. `--quiet` gives
 * no printer at all. Files under `minBytes` are read too fast to need any.
 */
import { formatBytes, formatDuration } from '../format.js';

export interface ProgressEvent {
  file: string;
  bytesRead: number;
  totalBytes: number;
}

export interface ProgressOptions {
  write: (text: string) => void;
  /** stderr is a terminal: redraw one line in place. */
  tty: boolean;
  /** Default Date.now. */
  now?: () => number;
  /** Between log lines. Default 5 s. */
  logEveryMs?: number;
  /** Between redraws on a terminal. Default 100 ms. */
  redrawEveryMs?: number;
  /** Smaller files show no progress. Default 32 MiB. */
  minBytes?: number;
}

const rate = (bytes: number, ms: number) => (ms > 0 ? bytes / 1e6 / (ms / 1000) : 0);

export interface ProgressPrinter {
  (p: ProgressEvent): void;
  /** The read stopped (ended, or failed): on a terminal, the half-drawn line is cleared. */
  end(): void;
}

export function progressPrinter(o: ProgressOptions): ProgressPrinter {
  const now = o.now ?? Date.now;
  const every = o.tty ? (o.redrawEveryMs ?? 100) : (o.logEveryMs ?? 5_000);
  const minBytes = o.minBytes ?? 32 * 1024 * 1024;
  let current: { file: string; started: number; from: number; shown: number } | undefined;
  /** A line is drawn on the terminal and not ended. */
  let drawn = false;

  const line = (p: ProgressEvent, t: number): string => {
    const elapsed = t - current!.started;
    const pct = Math.floor((p.bytesRead / p.totalBytes) * 100);
    // The rate since the first report (what was read before it took no time we know of).
    const mbs = rate(p.bytesRead - current!.from, elapsed);
    const left = mbs > 0 ? ((p.totalBytes - p.bytesRead) / 1e6 / mbs) * 1000 : undefined;
    return (
      `reading ${p.file}: ${String(pct).padStart(3)}% of ${formatBytes(p.totalBytes)}` +
      (elapsed > 0 ? `, ${mbs.toFixed(0)} MB/s` : '') +
      (left !== undefined ? `, ${formatDuration(left)} left` : '')
    );
  };

  const printer = (p: ProgressEvent): void => {
    if (p.totalBytes < minBytes) return;
    const t = now();
    if (!current || current.file !== p.file) {
      current = { file: p.file, started: t, from: p.bytesRead, shown: -Infinity };
    }
    const done = p.bytesRead >= p.totalBytes;
    if (done) {
      const took = t - current.started;
      const end = `read ${p.file}: ${formatBytes(p.totalBytes)} in ${formatDuration(took)}${took > 0 ? ` (${rate(p.totalBytes - current.from, took).toFixed(0)} MB/s)` : ''}`;
      o.write(o.tty ? `\r\x1b[2K${end}\n` : `${end}\n`);
      current = undefined;
      drawn = false;
      return;
    }
    if (t - current.shown < every) return;
    current.shown = t;
    o.write(o.tty ? `\r\x1b[2K${line(p, t)}` : `${line(p, t)}\n`);
    drawn = o.tty;
  };
  return Object.assign(printer, {
    end: () => {
      if (drawn) o.write('\r\x1b[2K');
      drawn = false;
      current = undefined;
    },
  });
}
