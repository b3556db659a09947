/**
 * Checked answers: a small schema per operation that says which fields of a success answer its callers use and
 * what they must hold (ids, URLs, statuses, enum values). The transport checks each answer against its
 * operation's shape and turns a mismatch into an ApiError (kind `bad-answer`) naming the field, so nothing
 * downstream sees `undefined` where an id or a URL should be.
 */
export interface Mismatch {
  /** Where, e.g. `status_url` or `[3].rule.severity`. */
  field: string;
  expected: string;
  got: string;
}

/** Checks one value; `field` is where it sits in the answer. */
export type Shape = (value: unknown, field: string) => Mismatch | undefined;

/** A value as an error shows it: its kind, or its JSON cut to 60 characters. */
export function shown(v: unknown): string {
  if (v === undefined) return 'nothing (the field is missing)';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const leaf =
  (expected: string, ok: (v: unknown) => boolean): Shape =>
  (v, field) =>
    ok(v) ? undefined : { field, expected, got: shown(v) };

const isHttpUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const string = leaf('a string', (v) => typeof v === 'string');
export const text = leaf('a non-empty string', (v) => typeof v === 'string' && v.trim() !== '');
export const integer = leaf('an integer', (v) => Number.isSafeInteger(v));
export const boolean = leaf('true or false', (v) => typeof v === 'boolean');
export const httpUrl = leaf('an http(s) URL', isHttpUrl);
/** Any value at all (a field that must only be present). */
export const present = leaf('a value', (v) => v !== undefined);

export const oneOf = (...values: readonly string[]): Shape =>
  leaf(`one of ${values.join(', ')}`, (v) => typeof v === 'string' && values.includes(v));

export const nullable =
  (shape: Shape): Shape =>
  (v, field) =>
    v === null ? undefined : shape(v, field);

export const optional =
  (shape: Shape): Shape =>
  (v, field) =>
    v === undefined || v === null ? undefined : shape(v, field);

export const arrayOf =
  (item: Shape): Shape =>
  (v, field) => {
    if (!Array.isArray(v)) return { field: field || 'the answer', expected: 'an array', got: shown(v) };
    for (const [i, x] of v.entries()) {
      const m = item(x, `${field}[${i}]`);
      if (m) return m;
    }
    return undefined;
  };

export const object =
  (fields: Record<string, Shape>): Shape =>
  (v, field) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) {
      return { field: field || 'the answer', expected: 'an object', got: shown(v) };
    }
    for (const [k, shape] of Object.entries(fields)) {
      const m = shape((v as Record<string, unknown>)[k], field ? `${field}.${k}` : k);
      if (m) return m;
    }
    return undefined;
  };

/** A page of a list: an array of items, or an envelope whose array (`items`, or the first array field) holds them. */
export const pageOf =
  (item: Shape): Shape =>
  (v, field) => {
    if (Array.isArray(v)) return arrayOf(item)(v, field);
    if (v && typeof v === 'object') {
      const d = v as Record<string, unknown>;
      const key = Array.isArray(d.items) ? 'items' : Object.keys(d).find((k) => Array.isArray(d[k]));
      if (key) return arrayOf(item)(d[key], key);
    }
    return { field: field || 'the answer', expected: 'a list', got: shown(v) };
  };

/**
 * A Pages deployment's id: the answer's `id` (the published description's), else the segment after
 * `deployments` in its status_url (…/deployments/{id} or …/deployments/{id}/status), else undefined.
 */
export function pagesDeploymentId(d: { id?: unknown; status_url?: unknown }): string | undefined {
  if ((typeof d.id === 'string' && d.id.trim() !== '') || Number.isSafeInteger(d.id)) return String(d.id);
  if (!isHttpUrl(d.status_url)) return undefined;
  const segments = new URL(d.status_url as string).pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf('deployments');
  const id = at >= 0 ? segments[at + 1] : segments.at(-1);
  if (!id || (at < 0 && id === 'status')) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined; // a bad %-escape: no id to send back
  }
}

/** A deployment answer must give its id, whole or in its status_url: the cancel needs it. */
const pagesDeployment: Shape = (v, field) =>
  object({
    id: optional(leaf('a string or an integer', (x) => typeof x === 'string' || Number.isSafeInteger(x))),
    status_url: httpUrl,
    page_url: httpUrl,
  })(v, field) ??
  (pagesDeploymentId(v as object) === undefined
    ? {
        field: 'status_url',
        expected: 'a URL ending in /deployments/{id} or /deployments/{id}/status (the answer has no id)',
        got: shown((v as { status_url?: unknown }).status_url),
      }
    : undefined);

// The shapes of the operations' answers: only what callers read.

export const SARIF_PROCESSING_STATUSES = ['pending', 'complete', 'failed'] as const;
export const SECURITY_SEVERITY_LEVELS = ['low', 'medium', 'high', 'critical'] as const;

export const SHAPES = {
  sarifReceipt: object({ id: text, url: optional(string) }),
  sarifStatus: object({
    processing_status: oneOf(...SARIF_PROCESSING_STATUSES),
    analyses_url: optional(string),
    errors: optional(arrayOf(string)),
  }),
  alert: object({
    number: integer,
    state: oneOf('open', 'closed', 'dismissed', 'fixed'),
    html_url: optional(string),
    rule: object({
      id: optional(string),
      severity: optional(string),
      security_severity_level: optional(oneOf(...SECURITY_SEVERITY_LEVELS)),
    }),
    tool: optional(object({ name: optional(string) })),
  }),
  pagesDeployment,
  pagesDeploymentStatus: object({ status: text, message: optional(string) }),
  pagesSite: object({
    url: optional(string),
    html_url: optional(string),
    source: optional(object({ branch: string, path: optional(string) })),
  }),
  pagesBuild: object({ status: text, url: optional(string) }),
  /** A build request's answer: its url is where the build is followed. */
  pagesBuildRequest: object({ status: text, url: httpUrl }),
  pagesHealth: object({
    domain: object({ host: string, is_valid: optional(boolean) }),
    alt_domain: optional(object({ host: string, is_valid: optional(boolean) })),
  }),
  grant: object({ id: integer, scopes: arrayOf(string) }),
  authorization: object({
    id: integer,
    token: string,
    scopes: optional(arrayOf(string)),
    app: object({ name: optional(string), client_id: optional(string) }),
  }),
  deployKey: object({ id: integer, key: string, read_only: optional(boolean) }),
  customPropertyValues: arrayOf(object({ property_name: text, value: present })),
  customPropertyDefinition: object({ property_name: text, value_type: text }),
  customPropertyDefinitions: arrayOf(object({ property_name: text, value_type: text })),
  orgRepoPropertyValues: object({
    repository_id: integer,
    repository_full_name: text,
    properties: arrayOf(object({ property_name: text, value: present })),
  }),
  codeSearchItem: object({ path: string, repository: object({ full_name: string }) }),
  commitSearchItem: object({
    sha: text,
    repository: object({ full_name: string }),
    commit: object({
      message: string,
      author: optional(object({ name: optional(string), date: optional(string) })),
    }),
  }),
} satisfies Record<string, Shape>;
