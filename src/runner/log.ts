/**
 * What a person sees of a run: the log grouped by job and step with the time of each, workflow commands shown as
 * the service's log view shows them (annotations with file:line, groups), job summaries rendered for a terminal,
 * and a final table. Everything goes through one Masker first: secrets and `::add-mask::` values never reach
 * any channel (log, annotations, summaries, outputs shown, the result the library returns).
 */

/** RFC 3986 escaping, as .NET's Uri.EscapeDataString (encodeURIComponent leaves !'()* as they are). */
const uriDataEscape = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** The base64 of a value without its first `shift` bytes (the whole value when it has no more than that). */
const base64Shift = (v: string, shift: number) => {
  const bytes = Buffer.from(v, 'utf8');
  return base64(bytes.length > shift ? bytes.subarray(shift) : bytes);
};

/**
 * The part of a value up to (pre) or after (post) its `&` or `&+`, as PowerShell may print it split by colour
 * codes; only a part of 6 characters or more, as the runner's encoders.
 */
function ampersandPart(v: string, post: boolean): string {
  if (!v.includes('&')) return '';
  const plus = v.indexOf('&+');
  let part: string;
  if (plus >= 0) part = post ? (v.length > plus + 3 ? v.slice(plus + 3) : '') : v.slice(0, plus + 2);
  else part = post ? v.slice(v.lastIndexOf('&') + 1) : v.slice(0, v.lastIndexOf('&') + 1);
  return part.length >= 6 ? part : '';
}

/**
 * The forms of a value the runner masks too (HostContext registers these ValueEncoders): its base64 and the base64
 * of it shifted by 1 and 2 bytes (so that `base64(user:secret)` is caught whatever comes before it), its escapes
 * for a command line (`"` as `\"`), an expression string (`'` as `''`), JSON, a URI (and encodeURIComponent's)
 * and XML, a quoted value of more than 8 characters without its quotes, and its PowerShell `&` parts of 6 or more.
 * An empty form is none.
 */
export function maskedForms(v: string): string[] {
  const trimmedQuotes = v.length > 8 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : '';
  const forms = [
    v,
    base64(Buffer.from(v, 'utf8')),
    base64Shift(v, 1),
    base64Shift(v, 2),
    v.replace(/"/g, '\\"'),
    v.replace(/'/g, "''"),
    JSON.stringify(v).slice(1, -1),
    uriDataEscape(v),
    encodeURIComponent(v),
    v
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;'),
    trimmedQuotes,
    ampersandPart(v, false),
    ampersandPart(v, true),
  ];
  return [...new Set(forms)].filter((f) => f.length > 0);
}

export class Masker {
  private values: string[] = [];

  /** Mask a value from now on (each of its lines too, as the runner does for multi-line secrets), in every form. */
  add(value: string | undefined): void {
    if (value === undefined) return;
    const candidates = [value, ...value.split(/\r?\n/)].map((v) => v.trim()).filter((v) => v.length > 0);
    for (const v of candidates) {
      for (const form of maskedForms(v)) if (!this.values.includes(form)) this.values.push(form);
    }
  }

  /** Every place any masked value occurs, overlapping ones merged, each as `***` (as the runner's SecretMasker). */
  apply(text: string): string {
    const spans: [number, number][] = [];
    for (const v of this.values) {
      for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1)) spans.push([i, i + v.length]);
    }
    if (spans.length === 0) return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let from = 0;
    let [start, end] = spans[0];
    for (const [s, e] of spans.slice(1)) {
      if (s <= end) end = Math.max(end, e);
      else {
        out += `${text.slice(from, start)}***`;
        from = end;
        [start, end] = [s, e];
      }
    }
    return `${out}${text.slice(from, start)}***${text.slice(end)}`;
  }
}

/** An error's message for an annotation: with its hint (what to do), when it has one. */
export const withHint = (err: Error & { hint?: string }): string =>
  err.hint ? `${err.message}\n${err.hint}` : err.message;

export type Conclusion = 'success' | 'failure' | 'cancelled' | 'skipped';

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  file?: string;
  line?: number;
  col?: number;
  title?: string;
  job: string;
  step: string;
}

export interface StepRecord {
  job: string;
  step: string;
  conclusion: Conclusion;
  /** The conclusion before continue-on-error (failure for a step that failed but let the job go on). */
  outcome: Conclusion;
  ms: number;
}

export interface Sink {
  write(text: string): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

const MARK: Record<Conclusion, string> = { success: '✓', failure: '✗', cancelled: '⊘', skipped: '–' };

/** Markdown inline text as plain text: links as their text, emphasis and escapes dropped, entities decoded. */
function inline(text: string): string {
  // An escaped character is set aside first (as a private-use one), so that an escaped backtick or star opens no code
  // span or emphasis: "grant it under \`permissions:\`" is text with two backticks.
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)))
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const TABLE_ROW = /^\s*\|.*\|\s*$/;

/** A Markdown table as aligned columns, its header underlined. */
function table(rows: string[]): string[] {
  const cells = rows
    .map((r) =>
      r
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => inline(c.trim().replace(/<br\s*\/?>/gi, ' '))),
    )
    .filter((r) => !r.every((c) => /^:?-{3,}:?$/.test(c)));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...c].length)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
}

/** The widest bar of a chart drawn for a terminal, in cells. */
const BAR_CELLS = 30;

/**
 * A Mermaid chart of a summary drawn for a terminal: a pie (`"label" : n` slices) or a bar chart (`x-axis [..]`,
 * `bar [..]`) as a title and one bar per label, scaled to the largest; any other diagram as its source.
 */
function chart(source: string[]): string[] {
  const quoted = (s: string) => [...s.matchAll(/"([^"]*)"|([^,\s][^,]*)/g)].map((m) => (m[1] ?? m[2]).trim());
  const text = source.join('\n');
  const title =
    /^\s*pie\b.*?\btitle\s+(.+)$/m.exec(text)?.[1] ?? /^\s*title\s+"?([^"]*)"?\s*$/m.exec(text)?.[1];
  let rows: [string, number][] = [];
  if (/^\s*pie\b/m.test(text)) {
    rows = [...text.matchAll(/^\s*"([^"]*)"\s*:\s*([\d.]+)\s*$/gm)].map((m) => [m[1], Number(m[2])]);
  } else if (/^\s*xychart-beta\b/m.test(text)) {
    const labels = quoted(/^\s*x-axis\s*\[(.*)\]\s*$/m.exec(text)?.[1] ?? '');
    const values = (/^\s*bar\s*\[(.*)\]\s*$/m.exec(text)?.[1] ?? '').split(',').map(Number);
    if (labels.length === values.length) rows = labels.map((l, i) => [l, values[i]]);
  }
  if (rows.length === 0 || rows.some(([, n]) => !Number.isFinite(n) || n < 0)) return source;
  const most = Math.max(...rows.map(([, n]) => n), 1);
  const width = Math.max(...rows.map(([l]) => [...l].length));
  return [
    ...(title ? [title.trim()] : []),
    ...rows.map(
      ([label, n]) =>
        `  ${label}${' '.repeat(width - [...label].length)}  ${'█'.repeat(n > 0 ? Math.max(1, Math.round((n / most) * BAR_CELLS)) : 0)} ${n.toLocaleString('en-US')}`,
    ),
  ];
}

/**
 * Markdown of a job summary as terminal text: headings marked, tables aligned, charts drawn as bars, links, tags and
 * escapes plain.
 */
export function renderMarkdown(md: string): string {
  const lines = md
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(details|summary|p|div|span|sup|sub|b|strong|em|i|code)\b[^>]*>/gi, '')
    .split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*```mermaid\s*$/.test(lines[i])) {
      const end = lines.findIndex((l, k) => k > i && /^\s*```\s*$/.test(l));
      if (end > i) {
        out.push(...chart(lines.slice(i + 1, end).filter((l) => !/^\s*%%/.test(l))));
        i = end;
        continue;
      }
    }
    if (TABLE_ROW.test(lines[i])) {
      const rows: string[] = [];
      while (i < lines.length && TABLE_ROW.test(lines[i])) rows.push(lines[i++]);
      i--;
      out.push(...table(rows));
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[i]);
    out.push(heading ? `▌ ${inline(heading[1])}` : inline(lines[i].replace(/<br\s*\/?>/gi, '\n')));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Annotations the service shows: 10 of each level (error, warning, notice) a step, 50 a job (actions/toolkit,
 * docs/problem-matchers.md); the rest are in the log only.
 */
const ANNOTATIONS_PER_STEP = 10;
const ANNOTATIONS_PER_JOB = 50;

export class RunLog {
  readonly lines: string[] = [];
  /** The annotations the service would show (see ANNOTATIONS_PER_STEP). */
  readonly annotations: Annotation[] = [];
  /** Steps started, by job; annotations shown, by job and by job, step and level; and those past the limits. */
  private readonly stepsStarted = new Map<string, number>();
  private readonly annotationCounts = new Map<string, number>();
  private annotationsNotShown = 0;
  readonly steps: StepRecord[] = [];
  readonly summaries: { job: string; text: string }[] = [];
  private current = '';

  constructor(
    readonly masker: Masker,
    private readonly sink: Sink,
    readonly debug = false,
  ) {}

  /** Write text (masked) to the sink and keep it. */
  private out(text: string): void {
    const masked = this.masker.apply(text);
    for (const l of masked.split('\n')) this.lines.push(l);
    this.sink.write(`${masked}\n`);
  }

  /** A line of the run itself, outside any job. */
  info(text: string): void {
    this.current = '';
    this.out(text);
  }

  /**
   * Jobs that run at once are shown one after the other: the first streams, the others are kept until it ends
   * (each job's lines stay together, with its heading once).
   */
  private foreground: string | undefined;
  private readonly held = new Map<string, { lines: string[]; ended: boolean }>();

  /** Jobs in the order they started: the table lists their steps in that order. */
  private readonly jobOrder: string[] = [];

  jobStart(job: string): void {
    if (!this.jobOrder.includes(job)) this.jobOrder.push(job);
    if (this.foreground === undefined) {
      this.foreground = job;
      this.current = '';
      this.out(`━━ ${job}`);
      this.current = job;
    } else if (this.foreground !== job && !this.held.has(job)) {
      this.held.set(job, { lines: [`━━ ${job}`], ended: false });
    }
  }

  jobEnd(job: string): void {
    const h = this.held.get(job);
    if (h) {
      h.ended = true;
      return;
    }
    if (this.foreground !== job) return;
    this.foreground = undefined;
    this.current = '';
    for (const [next, held] of this.held) {
      this.held.delete(next);
      for (const l of held.lines) this.out(l);
      if (!held.ended) {
        this.foreground = next;
        this.current = next;
        return;
      }
    }
  }

  jobLine(job: string, text: string): void {
    if (this.foreground === undefined || !this.jobOrder.includes(job)) this.jobStart(job);
    const h = this.held.get(job);
    if (h) {
      h.lines.push(text);
      return;
    }
    if (this.current !== job) {
      this.current = job;
      this.out(`━━ ${job}`);
    }
    this.out(text);
  }

  stepStart(job: string, step: string): void {
    this.stepsStarted.set(job, (this.stepsStarted.get(job) ?? 0) + 1);
    this.jobLine(job, `▸ ${step}`);
  }

  /** A line a step printed, as the log view shows it. */
  stepLine(job: string, text: string): void {
    this.jobLine(job, `  │ ${text}`);
  }

  /** A step's end; the steps of composite actions show in the log but not in the table (`inTable` false). */
  stepEnd(record: StepRecord, inTable = true): void {
    if (inTable)
      this.steps.push({
        ...record,
        job: this.masker.apply(record.job),
        step: this.masker.apply(record.step),
      });
    const note = record.outcome !== record.conclusion ? ` (${record.outcome}; continue-on-error)` : '';
    this.jobLine(
      record.job,
      `${MARK[record.conclusion]} ${record.step}: ${record.conclusion}${note} in ${seconds(record.ms)}`,
    );
  }

  annotate(a: Annotation): void {
    const masked = {
      ...a,
      job: this.masker.apply(a.job),
      step: this.masker.apply(a.step),
      message: this.masker.apply(a.message),
      file: a.file === undefined ? undefined : this.masker.apply(a.file),
      title: a.title === undefined ? undefined : this.masker.apply(a.title),
    };
    const count = (key: string) => this.annotationCounts.get(key) ?? 0;
    const stepKey = `${a.job}\n${this.stepsStarted.get(a.job) ?? 0}\n${a.level}`;
    if (count(stepKey) < ANNOTATIONS_PER_STEP && count(a.job) < ANNOTATIONS_PER_JOB) {
      this.annotations.push(masked);
      this.annotationCounts.set(stepKey, count(stepKey) + 1);
      this.annotationCounts.set(a.job, count(a.job) + 1);
    } else {
      this.annotationsNotShown++;
    }
    const place = masked.file
      ? ` (${masked.file}${a.line ? `:${a.line}` : ''}${a.col ? `:${a.col}` : ''})`
      : '';
    const title = masked.title ? `${masked.title}: ` : '';
    this.stepLine(a.job, `${a.level}${place}: ${title}${masked.message.replace(/\n/g, '\n  │   ')}`);
  }

  summary(job: string, markdown: string): void {
    if (markdown.trim() === '') return;
    const text = this.masker.apply(markdown);
    this.summaries.push({ job: this.masker.apply(job), text });
  }

  /** The end of a run: annotations, summaries, the table of steps, the conclusion. */
  finish(conclusion: Conclusion, ms: number): void {
    this.current = '';
    if (this.annotations.length > 0) {
      this.out(`\n━━ annotations (${this.annotations.length})`);
      for (const a of this.annotations) {
        const place = a.file ? `${a.file}${a.line ? `:${a.line}` : ''}${a.col ? `:${a.col}` : ''}: ` : '';
        this.out(
          `${a.level.padEnd(7)} ${place}${a.title ? `${a.title}: ` : ''}${a.message.split('\n')[0]}  [${a.job} › ${a.step}]`,
        );
      }
    }
    if (this.annotationsNotShown > 0)
      this.out(
        `${this.annotationsNotShown} more not shown as annotations, as on the service: it shows ${ANNOTATIONS_PER_STEP} errors, ${ANNOTATIONS_PER_STEP} warnings and ${ANNOTATIONS_PER_STEP} notices a step and ${ANNOTATIONS_PER_JOB} a job; the log above has them all`,
      );
    for (const s of this.summaries) {
      this.out(`\n━━ job summary: ${s.job}`);
      this.out(renderMarkdown(s.text));
    }
    this.out('');
    const order = (job: string) => {
      const i = this.jobOrder.indexOf(job);
      return i < 0 ? this.jobOrder.length : i;
    };
    const sorted = this.steps
      .map((s, i) => ({ s, i }))
      .sort((a, b) => order(a.s.job) - order(b.s.job) || a.i - b.i);
    this.steps.splice(0, this.steps.length, ...sorted.map((x) => x.s));
    const rows = this.steps.map((s) => [
      s.job,
      s.step,
      `${MARK[s.conclusion]} ${s.conclusion}`,
      seconds(s.ms),
    ]);
    const head = ['job', 'step', 'conclusion', 'time'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const row = (r: string[]) =>
      r.map((c, i) => (i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
    this.out(row(head));
    this.out(widths.map((w) => '─'.repeat(w)).join('  '));
    for (const r of rows) this.out(row(r));
    this.out(
      `\nworkflow ${conclusion === 'success' ? 'succeeded' : conclusion === 'cancelled' ? 'was cancelled' : 'failed'} in ${seconds(ms)}`,
    );
  }
}
