/** Where pass 1's checks put what they find: every diagnostic counted, the first `cap` of each severity kept. */
import type { PendingDiagnostic } from './facts.js';

export class DiagnosticSink {
  readonly kept: PendingDiagnostic[] = [];
  errors = 0;
  warnings = 0;
  constructor(private readonly cap: number) {}
  add(d: PendingDiagnostic): void {
    const count = d.severity === 'error' ? ++this.errors : ++this.warnings;
    if (count <= this.cap) this.kept.push(d);
  }
  /** Forget everything found so far (a log of another SARIF version: its one diagnostic replaces them). */
  clear(): void {
    this.kept.length = 0;
    this.errors = 0;
    this.warnings = 0;
  }
  /** Result-level checks can stop early once the cap is reached and nothing more will be shown. */
  get full(): boolean {
    return this.errors >= this.cap;
  }
}
