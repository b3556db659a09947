/**
 * The secrets a process knows (token, password, one-time passwords, OIDC tokens and the token that requests them,
 * the runner's runtime token, client secrets, proxy credentials, signed-URL signatures, tokens the service returns)
 * and the one redaction every channel uses: error messages, log lines, job summaries, step outputs, annotations
 * and written files.
 *
 * A secret is found in any form a server or a formatter can give it:
 * - whole, or any run of 16 or more of its characters, or any segment of a JSON web token; and any JWT-shaped
 *   string at all (a server that echoes the start of a request body must not put a token's claims in a log);
 * - Base64, standard and URL-safe, padded or not: the secret's own encoding at the three alignments it can have
 *   inside a longer Base64 string (encoded after 0, 1 or 2 other bytes, the characters those bytes touch left
 *   out; what the runner's own masker does), so `x-access-token:<secret>`, `<user>:<secret>` (a Basic header) and
 *   any other prefix are covered; the whole encodings of `<secret>` and `x-access-token:<secret>` are removed whole;
 * - escaped: percent-encoded (every byte or only some, either case), JSON-escaped (`\u0073`, `\/`), with the
 *   backslashes of Markdown, or as HTML character references — the text is also read with those escapes undone
 *   (up to three layers: a JSON string of a URL), and what matches there is removed from the text as written.
 *
 * `maskForms` gives the literal strings a runner can mask (`core.setSecret`), since its masker does not undo
 * escapes: the secret, its Base64 forms, and its percent- and JSON-escaped spellings.
 */
export const REDACTED = '[REDACTED]';

/** Characters a reader of a log does not see: controls (but tab and line ends) and Unicode's format characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/** The shortest piece of a secret (or of its Base64 form) that is redacted on its own. */
export const MIN_PIECE = 16;

/** Secrets shorter than this are ignored (they would match ordinary words). */
const MIN_SECRET = 4;

/** The shortest encoded form kept (the Base64 of a short secret, shorter still once its edges are cut). */
const MIN_ENCODED = 6;

/** Escape layers undone at most (a percent-encoded secret inside a JSON string inside Markdown). */
const MAX_LAYERS = 3;

/** Base64url JSON (`{"` encodes as `eyJ`), optionally with the next segments of a token: a JWT or a part of one. */
const JWT_LIKE = /eyJ[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]*){0,2}/g;

type Span = [start: number, end: number];

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The Base64 forms of `value`: its encoding at each alignment inside a longer Base64 string (standard and
 * URL-safe, the edge characters that depend on neighbouring bytes left out), and the whole padded encodings of
 * the value and of `x-access-token:<value>` (the Basic credential of an app or workflow token).
 */
export function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms = new Set<string>();
  for (const lead of [0, 1, 2]) {
    const b64 = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    // Character i holds bits [6i, 6i + 6): it belongs to the value alone from bit 8 * lead to its last bit.
    const core = b64.slice(Math.ceil((8 * lead) / 6), Math.floor((8 * (lead + bytes.length)) / 6));
    if (core.length >= MIN_ENCODED) forms.add(core).add(toUrlSafe(core));
  }
  for (const whole of [value, `x-access-token:${value}`]) {
    const b64 = Buffer.from(whole, 'utf8').toString('base64');
    forms.add(b64).add(toUrlSafe(b64));
  }
  return [...forms];
}

/**
 * Literal spellings of a secret for a masker that does not undo escapes (the runner's): the secret, its
 * Base64 forms, URL encoding (reserved characters, and every byte in upper and lower case), and JSON escapes.
 */
export function maskForms(value: string): string[] {
  const bytes = [...Buffer.from(value, 'utf8')];
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  const forms = new Set<string>([
    value,
    encodeURIComponent(value),
    bytes.map((b) => `%${hex(b).toUpperCase()}`).join(''),
    bytes.map((b) => `%${hex(b)}`).join(''),
    JSON.stringify(value).slice(1, -1),
    [...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    ...base64Forms(value),
  ]);
  return [...forms].filter((f) => f.length >= MIN_SECRET);
}

/**
 * A text with escapes undone, and for each of its characters the span of the text as written it came from
 * (no maps: the text as written).
 */
interface View {
  text: string;
  start?: Int32Array;
  end?: Int32Array;
}

const startOf = (v: View, i: number) => (v.start ? v.start[i] : i);
const endOf = (v: View, i: number) => (v.end ? v.end[i] : i + 1);

const HEX = /^[0-9a-fA-F]+$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** The escape at `i` of `s`: the character it stands for and its length, or undefined. */
function escapeAt(s: string, i: number): [char: string, length: number] | undefined {
  const c = s[i];
  if (c === '%') {
    const h = s.slice(i + 1, i + 3);
    return h.length === 2 && HEX.test(h) ? [String.fromCharCode(parseInt(h, 16)), 3] : undefined;
  }
  if (c === '\\') {
    const next = s[i + 1];
    if (next === undefined) return undefined;
    if (next === 'u' || next === 'x') {
      const n = next === 'u' ? 4 : 2;
      const h = s.slice(i + 2, i + 2 + n);
      return h.length === n && HEX.test(h) ? [String.fromCharCode(parseInt(h, 16)), 2 + n] : undefined;
    }
    if (CONTROL_ESCAPES[next]) return [CONTROL_ESCAPES[next], 2];
    return PUNCTUATION.test(next) ? [next, 2] : undefined;
  }
  if (c === '&') {
    const m = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-z]{2,4}));/.exec(s.slice(i, i + 12));
    if (!m) return undefined;
    const code = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? parseInt(m[2], 16) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? [String.fromCodePoint(code), m[0].length] : undefined;
    const named = ENTITIES[m[3]];
    return named === undefined ? undefined : [named, m[0].length];
  }
  return undefined;
}

/** `view` with one more layer of escapes undone, or undefined when it holds none. */
function undoEscapes(view: View): View | undefined {
  const s = view.text;
  if (!/[%\\&]/.test(s)) return undefined;
  // An escape is never shorter than what it stands for: the maps fit in the length of the text.
  const start = new Int32Array(s.length);
  const end = new Int32Array(s.length);
  const parts: string[] = [];
  let n = 0;
  let plainFrom = 0;
  let changed = false;
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    const e = c === 37 || c === 92 || c === 38 ? escapeAt(s, i) : undefined; // % \ &
    if (!e) {
      start[n] = startOf(view, i);
      end[n++] = endOf(view, i);
      i++;
      continue;
    }
    changed = true;
    if (plainFrom < i) parts.push(s.slice(plainFrom, i));
    const [char, length] = e;
    for (let k = 0; k < char.length; k++) {
      start[n] = startOf(view, i);
      end[n++] = endOf(view, i + length - 1);
    }
    parts.push(char);
    i += length;
    plainFrom = i;
  }
  if (!changed) return undefined;
  parts.push(s.slice(plainFrom));
  return { text: parts.join(''), start: start.subarray(0, n), end: end.subarray(0, n) };
}

// A rolling hash of 4 characters indexes every pattern by its start, so a text is read once whatever the
// number of patterns.
const KEY = MIN_SECRET;
const BASE = 31;
const BASE_TOP = Math.imul(Math.imul(BASE, BASE), BASE); // BASE^(KEY-1)

function keyOf(s: string, at = 0): number {
  let h = 0;
  for (let k = 0; k < KEY; k++) h = (Math.imul(h, BASE) + s.charCodeAt(at + k)) | 0;
  return h;
}

export class Secrets {
  /** The secrets as given (4 characters or more). */
  private readonly known = new Set<string>();
  /** Every string to find (secrets, their forms, their pieces), by the hash of its first 4 characters. */
  private readonly patterns = new Map<number, string[]>();
  private readonly patternSet = new Set<string>();
  /** Literal forms for a runner's masker, in the order they were learned. */
  private readonly masks: string[] = [];
  private readonly maskSet = new Set<string>();
  private readonly listeners = new Set<(form: string) => void>();

  /**
   * Remember secrets with every form they can take (see the module's comment) and, for a JWT, each segment.
   * Values shorter than 4 characters are ignored.
   */
  add(...values: (string | null | undefined)[]): void {
    for (const v of values) {
      if (typeof v !== 'string' || v.length < MIN_SECRET || this.known.has(v)) continue;
      this.known.add(v);
      this.findWithPieces(v);
      const utf8 = Buffer.from(v, 'utf8').toString('latin1');
      // A non-ASCII secret percent-encoded byte by byte reads back as its UTF-8 bytes.
      if (utf8 !== v) this.findWithPieces(utf8);
      for (const form of base64Forms(v)) this.findWithPieces(form);
      if (v.includes('.')) for (const segment of v.split('.')) this.find(segment);
      for (const form of maskForms(v)) this.mask(form);
    }
  }

  /** Basic credentials as sent: the password, and `user:password` and its Base64 whole. */
  addBasic(username: string, password: string): void {
    const pair = `${username}:${password}`;
    const b64 = Buffer.from(pair, 'utf8').toString('base64');
    this.add(password);
    for (const form of [pair, b64, toUrlSafe(b64)]) {
      this.find(form);
      this.mask(form);
    }
  }

  /**
   * Call `listener` with every literal form of every secret (those known now, then each new one): how a
   * workflow step registers them with the runner's masker as they are learned.
   */
  onMaskForm(listener: (form: string) => void): () => void {
    for (const form of this.masks) listener(form);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the text holds a secret in any form, a piece of one, or a JWT-shaped string. */
  foundIn(text: string): boolean {
    return (
      this.spans(text).length > 0 ||
      (HIDDEN.test(text) && this.spans(text.replace(HIDDEN_ALL, '')).length > 0)
    );
  }

  redact(text: string): string {
    const redacted = this.redactAsGiven(text);
    if (!HIDDEN.test(text)) return redacted;
    // A secret cut by characters a reader does not see (a hostile echo puts a control character every 15, below the
    // shortest piece looked for) is found with them taken out; the text is then given without them.
    const visible = text.replace(HIDDEN_ALL, '');
    const found = this.redactAsGiven(visible);
    return found === visible ? redacted : found;
  }

  private redactAsGiven(text: string): string {
    const spans = this.spans(text);
    if (spans.length === 0) return text;
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
      out += text.slice(at, start) + REDACTED;
      at = end;
    }
    return out + text.slice(at);
  }

  /** A JSON-shaped value with every string redacted (answers, field errors, outcomes written as JSON). */
  redactValue<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v)) as T;
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.redactValue(v)])) as T;
    }
    return value;
  }

  private mask(form: string): void {
    if (this.maskSet.has(form)) return;
    this.maskSet.add(form);
    this.masks.push(form);
    for (const listener of this.listeners) listener(form);
  }

  /** Find `v` whole, and any run of MIN_PIECE of its characters. */
  private findWithPieces(v: string): void {
    this.find(v);
    for (let i = 0; i + MIN_PIECE <= v.length; i++) this.find(v.slice(i, i + MIN_PIECE));
  }

  private find(v: string): void {
    if (v.length < MIN_SECRET || this.patternSet.has(v)) return;
    this.patternSet.add(v);
    const key = keyOf(v);
    const list = this.patterns.get(key);
    if (list) list.push(v);
    else this.patterns.set(key, [v]);
  }

  /** Matches in one view, as spans of the text as written. */
  private match(view: View, found: Span[]): void {
    const s = view.text;
    if (this.patterns.size > 0 && s.length >= KEY) {
      let h = keyOf(s);
      for (let i = 0; ; i++) {
        const candidates = this.patterns.get(h);
        if (candidates) {
          for (const p of candidates) {
            if (s.startsWith(p, i)) found.push([startOf(view, i), endOf(view, i + p.length - 1)]);
          }
        }
        if (i + KEY >= s.length) break;
        h = (Math.imul(h - Math.imul(s.charCodeAt(i), BASE_TOP), BASE) + s.charCodeAt(i + KEY)) | 0;
      }
    }
    for (const m of s.matchAll(JWT_LIKE))
      found.push([startOf(view, m.index), endOf(view, m.index + m[0].length - 1)]);
  }

  /** Where secrets, their forms and pieces, and JWT-shaped strings are, merged and in order. */
  private spans(text: string): Span[] {
    const found: Span[] = [];
    if (text.length === 0) return found;
    let view: View | undefined = { text };
    for (let layer = 0; view && layer <= MAX_LAYERS; layer++) {
      this.match(view, found);
      view = undoEscapes(view);
    }
    if (found.length === 0) return found;
    found.sort((a, b) => a[0] - b[0]);
    const merged: Span[] = [found[0]];
    for (const [start, end] of found.slice(1)) {
      const last = merged[merged.length - 1];
      if (start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged;
  }
}
