/**
 * An organization's custom properties (its schema) and the values its repositories hold: what a definition may say,
 * what a value must be to fit its definition, and the values a repository shows (a required property's default
 * where it holds none). The routes of both levels (routes/custom-properties.ts, routes/org-custom-properties.ts)
 * check through here, so a value refused at one level is refused at the other.
 */
import { validationFailed, type ServiceError } from './service-error.js';
import type { CustomProperty, Org, Repo, State } from './state.js';

export type PropertyValue = string | string[] | null;

/** Names the service takes: letters, digits and `_ $ # -`, 1 to 75 characters. */
export const PROPERTY_NAME = /^[A-Za-z0-9_$#-]{1,75}$/;
const VALUE_TYPES: readonly CustomProperty['value_type'][] = [
  'string',
  'single_select',
  'multi_select',
  'true_false',
  'url',
];
const EDITABLE_BY: readonly CustomProperty['values_editable_by'][] = ['org_actors', 'org_and_repo_actors'];
const MAX_ALLOWED = 200;
const MAX_VALUE = 75;

/** A field error of a 422 answer. */
export interface FieldError {
  resource: string;
  field: string;
  code: string;
  message: string;
}

/** The 422 of field errors, each message in the answer's own message too (for clients that show only that). */
export function refusal(errors: FieldError[]): ServiceError {
  return validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
}

export function reposOf(state: Readonly<State>, org: Org): Repo[] {
  const login = org.login.toLowerCase();
  return state.repos.filter((r) => r.owner.toLowerCase() === login);
}

export function orgOf(state: Readonly<State>, repo: Repo): Org | undefined {
  const owner = repo.owner.toLowerCase();
  return state.orgs.find((o) => o.login.toLowerCase() === owner);
}

/**
 * The organization's definitions: as written, or (never written: a seed or a state directory from before the
 * schema) one per name its repositories hold, a list of values as a multi-select of the values seen, else a string.
 */
export function orgSchema(state: Readonly<State>, org: Org): CustomProperty[] {
  if (org.propertySchema) return org.propertySchema;
  const seen = new Map<string, Set<string> | undefined>();
  for (const repo of reposOf(state, org)) {
    for (const [name, value] of Object.entries(repo.customProperties)) {
      if (Array.isArray(value)) {
        const values = seen.get(name) ?? new Set<string>();
        value.forEach((v) => values.add(v));
        seen.set(name, values);
      } else if (!seen.has(name)) seen.set(name, undefined);
    }
  }
  return [...seen].map(([name, values]) =>
    definition(name, values ? 'multi_select' : 'string', values ? [...values] : null),
  );
}

function definition(
  name: string,
  type: CustomProperty['value_type'],
  allowed: string[] | null,
): CustomProperty {
  return {
    property_name: name,
    value_type: type,
    required: false,
    default_value: null,
    description: null,
    allowed_values: allowed,
    values_editable_by: 'org_actors',
  };
}

export function findDefinition(schema: readonly CustomProperty[], name: string): CustomProperty | undefined {
  const n = name.toLowerCase();
  return schema.find((d) => d.property_name.toLowerCase() === n);
}

/** Why `value` does not fit `def`, or undefined when it does (null, unsetting, always fits). */
export function valueProblem(def: CustomProperty, value: unknown): string | undefined {
  if (value === null) return undefined;
  const name = def.property_name;
  switch (def.value_type) {
    case 'multi_select':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        return `${name} is a multi-select: its value is an array of strings`;
      return value.find((v) => !def.allowed_values?.includes(v as string)) !== undefined
        ? `${name} takes only the values ${JSON.stringify(def.allowed_values)}`
        : undefined;
    case 'single_select':
      return typeof value === 'string' && def.allowed_values?.includes(value)
        ? undefined
        : `${name} takes one of the values ${JSON.stringify(def.allowed_values)}`;
    case 'true_false':
      return value === 'true' || value === 'false' ? undefined : `${name} takes "true" or "false"`;
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)
        ? undefined
        : `${name} takes an http or https URL`;
    default:
      return typeof value === 'string' && value.length <= MAX_VALUE
        ? undefined
        : `${name} takes a string of at most ${MAX_VALUE} characters`;
  }
}

/**
 * The field errors of a list of `{ property_name, value }` against the organization's definitions (`schema`
 * undefined: a repository of a user, which no organization defines anything for; only the shape is checked).
 */
export function valuesProblems(
  schema: readonly CustomProperty[] | undefined,
  properties: unknown[],
  orgLogin?: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const error = (i: number, what: string, code: string, message: string) =>
    errors.push({ resource: 'CustomPropertyValue', field: `properties[${i}].${what}`, code, message });
  properties.forEach((p: unknown, i) => {
    const item = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
    const name = item.property_name;
    if (typeof name !== 'string' || !PROPERTY_NAME.test(name)) {
      error(i, 'property_name', 'invalid', 'property_name must be 1 to 75 letters, digits, _, $, # or -');
      if (!isShapedValue(item.value))
        error(i, 'value', 'invalid', 'value must be a string, an array of strings, or null to unset');
      return;
    }
    if (!('value' in item)) {
      error(i, 'value', 'missing_field', `${name}: value is required (null unsets it)`);
      return;
    }
    if (!schema) {
      if (!isShapedValue(item.value))
        error(i, 'value', 'invalid', 'value must be a string, an array of strings, or null to unset');
      return;
    }
    const def = findDefinition(schema, name);
    if (!def) {
      error(
        i,
        'property_name',
        'invalid',
        `${name} is not a custom property of ${orgLogin}: define it first (PUT /orgs/${orgLogin}/properties/schema/${name})`,
      );
      return;
    }
    const problem = valueProblem(def, item.value);
    if (problem) error(i, 'value', 'invalid', problem);
  });
  return errors;
}

function isShapedValue(v: unknown): v is PropertyValue {
  return (
    v === null ||
    (typeof v === 'string' && v.length <= MAX_VALUE) ||
    (Array.isArray(v) &&
      v.length <= MAX_ALLOWED &&
      v.every((x) => typeof x === 'string' && x.length <= MAX_VALUE))
  );
}

/**
 * Set (or, with null, unset) values on a repository, under the definitions' own spelling of each name. Unset
 * values of a required property show its default again.
 */
export function applyValues(
  repo: Repo,
  schema: readonly CustomProperty[] | undefined,
  properties: readonly { property_name: string; value: PropertyValue }[],
): void {
  for (const p of properties) {
    const name = (schema && findDefinition(schema, p.property_name)?.property_name) ?? p.property_name;
    if (p.value === null) delete repo.customProperties[name];
    else repo.customProperties[name] = p.value;
  }
}

/**
 * The values a repository shows: each value it holds, in the order set, then the default of each required property
 * it holds none of.
 */
export function shownValues(
  schema: readonly CustomProperty[] | undefined,
  repo: Repo,
): { property_name: string; value: string | string[] }[] {
  const shown: { property_name: string; value: string | string[] }[] = [];
  for (const [property_name, value] of Object.entries(repo.customProperties))
    if (value !== null) shown.push({ property_name, value });
  for (const def of schema ?? []) {
    if (
      def.required &&
      def.default_value !== null &&
      !Object.hasOwn(repo.customProperties, def.property_name)
    )
      shown.push({ property_name: def.property_name, value: def.default_value });
  }
  return shown;
}

/**
 * A definition from a PUT body (or an item of a PATCH of the schema): the description's `custom-property-set-payload`,
 * with the service's rules (a select lists its allowed values, up to 200; a required property has a default that
 * fits it). Missing optional fields take their defaults, as the service says: a definition is replaced whole.
 */
export function readDefinition(
  name: string,
  body: unknown,
  field = '',
): { def?: CustomProperty; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const error = (what: string, code: string, message: string) =>
    errors.push({ resource: 'CustomProperty', field: field + what, code, message });
  if (!PROPERTY_NAME.test(name))
    error('property_name', 'invalid', 'property_name must be 1 to 75 letters, digits, _, $, # or -');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    error('', 'invalid', 'a custom property is a JSON object with a value_type');
    return { errors };
  }
  const b = body as Record<string, unknown>;
  const type = b.value_type as CustomProperty['value_type'];
  if (!VALUE_TYPES.includes(type))
    error(
      'value_type',
      b.value_type === undefined ? 'missing_field' : 'invalid',
      `value_type is one of ${VALUE_TYPES.join(', ')}`,
    );
  const optional = (key: string, ok: (v: unknown) => boolean, what: string) => {
    if (b[key] !== undefined && b[key] !== null && !ok(b[key]))
      error(key, 'invalid', `${key} must be ${what}`);
  };
  optional('required', (v) => typeof v === 'boolean', 'true or false');
  optional(
    'description',
    (v) => typeof v === 'string' && v.length <= 255,
    'a string of at most 255 characters',
  );
  optional('values_editable_by', (v) => EDITABLE_BY.includes(v as never), EDITABLE_BY.join(' or '));
  optional('require_explicit_values', (v) => typeof v === 'boolean', 'true or false');
  const select = type === 'single_select' || type === 'multi_select';
  const allowed = b.allowed_values ?? null;
  if (select) {
    if (
      !Array.isArray(allowed) ||
      allowed.length === 0 ||
      allowed.length > MAX_ALLOWED ||
      allowed.some((v) => typeof v !== 'string' || v.length === 0 || v.length > MAX_VALUE) ||
      new Set(allowed).size !== allowed.length
    )
      error(
        'allowed_values',
        'invalid',
        `a ${type} lists its allowed values: 1 to ${MAX_ALLOWED} distinct strings of 1 to ${MAX_VALUE} characters`,
      );
  } else if (allowed !== null)
    error('allowed_values', 'invalid', `a ${type} property takes no allowed_values`);
  if (errors.length > 0) return { errors };
  const def: CustomProperty = {
    ...definition(name, type, select ? (allowed as string[]) : null),
    required: b.required === true,
    description: (b.description as string | null | undefined) ?? null,
    values_editable_by: (b.values_editable_by as CustomProperty['values_editable_by'] | null) ?? 'org_actors',
    default_value: (b.default_value as PropertyValue | undefined) ?? null,
    ...(typeof b.require_explicit_values === 'boolean'
      ? { require_explicit_values: b.require_explicit_values }
      : {}),
  };
  if (def.default_value !== null) {
    const problem = valueProblem(def, def.default_value);
    if (problem) error('default_value', 'invalid', `default_value: ${problem}`);
  } else if (def.required)
    error('default_value', 'missing_field', 'a required property needs a default_value');
  return errors.length > 0 ? { errors } : { def, errors };
}
