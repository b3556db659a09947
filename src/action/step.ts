/**
 * What every workflow step shares at run time: its channels to the runner and its stop.
 *
 * Channels: the log (info, warnings, errors, notices, groups, debug), annotations, outputs, the job summary, the
 * failure message and files the step writes. Each passes through the step's one redaction (src/api/secrets.ts),
 * which knows every secret the step and its clients have met — the token from its input, the runner's tokens
 * (ACTIONS_RUNTIME_TOKEN and ACTIONS_ID_TOKEN_REQUEST_TOKEN, from the start of every step), OIDC tokens,
 * signed-URL signatures — in every form. Each form of each secret is also registered with the runner's masker
 * (`::add-mask::`) as soon as it is known.
 *
 * Stop: SIGTERM or SIGINT (a cancelled job, a timeout) aborts the step's signal, which every client of the step
 * carries: no request starts after it and none is retried, one in flight is aborted. The step then reports what
 * it knows (outputs, summary, a message saying it was stopped) and the process leaves at once. A runner kills a
 * step 10 s after cancelling it; should the step not have reported 1.5 s after the signal (work that no signal
 * reaches, such as the SARIF engine reading a large file), the report it registered with `whenLate` is written
 * instead and the process leaves; a second signal does the same at once.
 */
import { appendFileSync } from 'node:fs';
import * as core from '@actions/core';
import { Secrets, type Logger } from '../api/index.js';
import { failureMessage } from './kit.js';

/** How long after a signal a step may take to report, before its late report is written instead. */
export const STOP_GRACE_MS = 1_500;

/** What a step knows, for a stop it could not report itself. */
export interface LateReport {
  outputs?: Record<string, string>;
  /** Markdown for the job summary. */
  summary?: string;
  /** The failure message. */
  message: string;
}

export interface Step {
  readonly secrets: Secrets;
  /** Aborted on SIGTERM or SIGINT, with the signal's name as its reason. */
  readonly signal: AbortSignal;
  /** The clients' logger, onto the runner's log commands, redacted. */
  readonly logger: Logger;
  redact(text: string): string;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, properties?: core.AnnotationProperties): void;
  error(message: string, properties?: core.AnnotationProperties): void;
  notice(message: string, properties?: core.AnnotationProperties): void;
  group(name: string, body: string): void;
  output(name: string, value: string | number | boolean): void;
  /** Append Markdown to the job summary (when the runner gives one). */
  summary(markdown: string): Promise<void>;
  /** Fail the step: what the user can fix, or an internal error (its stack in the debug log only). */
  fail(error: unknown): void;
  /** The failure text of an error, redacted (failureMessage of kit.ts). */
  failureText(error: unknown): string;
  /** What to report should a stop outlast the grace period (called then, once). */
  whenLate(report: () => LateReport): void;
  /** The signal's name once the step was stopped. */
  stoppedBy(): string | undefined;
  /** End of run(): the signal handlers go; after a stop, the process leaves now (not when idle sockets close). */
  end(): void;
}

/**
 * Start a step: its secrets (every form masked as learned), its channels, its stop. `stopping` says what a
 * signal does, in the warning it prints (default: stopping, and what is known is reported).
 *
 * Longer than most (about 90 lines) because it is the step object itself: its channels are one-liners over the
 * same redaction, and the stop (signal handlers, grace timer, late report, end) shares three mutable locals that
 * no other code may touch.
 */
export function startStep(
  stopping = 'stopping (no request starts after it); what is known is reported',
): Step {
  const secrets = new Secrets();
  secrets.onMaskForm((form) => core.setSecret(form));
  // The runner's own tokens, whether or not this step reads them: no form of them leaves through its channels.
  secrets.add(process.env.ACTIONS_RUNTIME_TOKEN, process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
  const redact = (text: string) => secrets.redact(String(text));
  const props = (p?: core.AnnotationProperties): core.AnnotationProperties | undefined =>
    p && {
      ...p,
      ...(p.title !== undefined ? { title: redact(p.title) } : {}),
      ...(p.file !== undefined ? { file: redact(p.file) } : {}),
    };
  const controller = new AbortController();
  let late: (() => LateReport) | undefined;
  let ended = false;
  let timer: NodeJS.Timeout | undefined;

  const reportLate = () => {
    if (ended) return;
    ended = true;
    const report = late?.() ?? { message: `the step was stopped (${String(controller.signal.reason)})` };
    for (const [name, value] of Object.entries(report.outputs ?? {})) core.setOutput(name, redact(value));
    // Synchronously: the process leaves right after.
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (file && report.summary) {
      try {
        appendFileSync(file, `${withinSummaryLimit(redact(report.summary))}\n`);
      } catch {
        // the summary is a courtesy; the failure below is what matters
      }
    }
    core.setFailed(redact(report.message));
    process.exit(1);
  };
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return reportLate();
    core.warning(`${name} received: ${stopping}`);
    controller.abort(name);
    timer = setTimeout(reportLate, STOP_GRACE_MS);
    timer.unref();
  };
  const sigterm = () => onSignal('SIGTERM');
  const sigint = () => onSignal('SIGINT');
  process.on('SIGTERM', sigterm);
  process.on('SIGINT', sigint);

  const step: Step = {
    secrets,
    signal: controller.signal,
    logger: {
      debug: (m) => core.debug(redact(m)),
      info: (m) => core.info(redact(m)),
      warn: (m) => core.warning(redact(m)),
      error: (m) => core.error(redact(m)),
    },
    redact,
    info: (m) => core.info(redact(m)),
    debug: (m) => core.debug(redact(m)),
    warning: (m, p) => core.warning(redact(m), props(p)),
    error: (m, p) => core.error(redact(m), props(p)),
    notice: (m, p) => core.notice(redact(m), props(p)),
    group: (name, body) => {
      core.startGroup(redact(name));
      core.info(redact(body));
      core.endGroup();
    },
    output: (name, value) => core.setOutput(name, redact(String(value))),
    summary: async (markdown) => {
      if (process.env.GITHUB_STEP_SUMMARY)
        await core.summary.addRaw(withinSummaryLimit(redact(markdown))).write();
    },
    failureText: (error) => redact(failureMessage(error, (m) => core.debug(redact(m)))),
    fail: (error) => core.setFailed(step.failureText(error)),
    whenLate: (report) => {
      late = report;
    },
    stoppedBy: () => (controller.signal.aborted ? String(controller.signal.reason) : undefined),
    end: () => {
      process.off('SIGTERM', sigterm);
      process.off('SIGINT', sigint);
      clearTimeout(timer);
      if (ended) return;
      ended = true;
      if (controller.signal.aborted) process.exit(process.exitCode ?? 1);
    },
  };
  return step;
}

/**
 * The service shows a step's summary only up to 1 MiB, and none of a larger one (an error annotation instead). The
 * summaries keep their tables short; past the limit all the same, the summary is cut at a line and says so.
 */
export const SUMMARY_MAX_BYTES = 1024 * 1024 - 4 * 1024;
export function withinSummaryLimit(markdown: string): string {
  if (Buffer.byteLength(markdown) <= SUMMARY_MAX_BYTES) return markdown;
  const note = '\n\n⚠️ The rest of this summary was left out: a step summary is shown up to 1 MiB.\n';
  const room = SUMMARY_MAX_BYTES - Buffer.byteLength(note);
  // Cut at a byte boundary that is a character boundary (toString drops a partial last character), then a line.
  const head = Buffer.from(markdown)
    .subarray(0, room)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return head.slice(0, Math.max(0, head.lastIndexOf('\n'))) + note;
}
