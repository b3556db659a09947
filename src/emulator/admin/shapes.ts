/**
 * Shapes of what the admin API and a state directory accept: a whole state, and a fault rule. A body that does not
 * fit is refused (422, or one line at start) with the JSON pointer of the first problem, so a bad request can never
 * leave the emulator answering 500.
 */
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FaultRule } from '../faults.js';
import { pathMatcher } from '../faults.js';
import type { State } from '../state.js';

const Ajv = AjvModule.default ?? AjvModule;
const ajv = new Ajv({ allErrors: false, strict: true });

const str = { type: 'string' };
const int = { type: 'integer', minimum: 0 };
const strings = { type: 'array', items: str };
const record = (values: object) => ({ type: 'object', additionalProperties: values });
const object = (required: Record<string, object>, optional: Record<string, object> = {}) => ({
  type: 'object',
  required: Object.keys(required),
  properties: { ...required, ...optional },
});

const access = { enum: ['read', 'write', 'admin'] };
const repositories = { anyOf: [strings, { const: 'all' }] };
const person = object({ name: str, email: str, date: str }, { login: str });

const STATE_SCHEMA = object({
  ids: record(int),
  users: { type: 'array', items: object({ id: int, login: str, password: str }) },
  orgs: {
    type: 'array',
    items: object(
      { id: int, login: str, owners: strings, members: strings },
      {
        propertySchema: {
          type: 'array',
          items: object({
            property_name: str,
            value_type: { enum: ['string', 'single_select', 'multi_select', 'true_false', 'url'] },
          }),
        },
      },
    ),
  },
  repos: {
    type: 'array',
    items: object({
      id: int,
      owner: str,
      name: str,
      private: { type: 'boolean' },
      archived: { type: 'boolean' },
      advancedSecurity: { type: 'boolean' },
      defaultBranch: str,
      collaborators: record({ enum: ['read', 'triage', 'write', 'maintain', 'admin'] }),
      files: { type: 'array', items: object({ path: str, content: str }) },
      commits: {
        type: 'array',
        items: object({ sha: str, message: str, author: person, committer: person, parents: strings }),
      },
      customProperties: record({ anyOf: [str, strings, { type: 'null' }] }),
    }),
  },
  tokens: record({
    type: 'object',
    required: ['kind'],
    properties: {
      kind: { enum: ['classic', 'fine-grained', 'installation', 'workflow', 'oauth'] },
      scopes: strings,
      repositories,
      permissions: record(access),
    },
  }),
  oauthApps: { type: 'array', items: object({ name: str, url: str, clientId: str, clientSecret: str }) },
  // Each route module's records: an object, or a list (the code scanning status reports).
  areas: record({ anyOf: [{ type: 'object' }, { type: 'array' }] }),
});

const FAULT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    method: { type: 'string', pattern: '^[A-Za-z]+$' },
    path: str,
    prefix: str,
    glob: str,
    status: { type: 'integer', minimum: 100, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 600_000 },
    dribble: { type: 'boolean' },
    connection: { enum: ['reset', 'empty', 'garbage'] },
    spendRateLimit: { type: 'boolean' },
    failProcessing: { type: 'boolean' },
    times: { type: 'integer', minimum: 1 },
    probability: { type: 'number', minimum: 0, maximum: 1 },
  },
};

const validateState = ajv.compile<State>(STATE_SCHEMA);
const validateFault = ajv.compile<FaultRule>(FAULT_SCHEMA);

/** The first problem, as `<pointer>: <message>`; undefined when the value fits. */
function problem(validate: ValidateFunction, value: unknown): string | undefined {
  if (validate(value)) return undefined;
  return describe((validate.errors ?? [])[0]);
}

function describe(e: ErrorObject | undefined): string {
  if (!e) return 'not the expected shape';
  const at = e.instancePath || '/';
  if (e.keyword === 'additionalProperties')
    return `${at}: unknown property ${JSON.stringify(e.params.additionalProperty)}`;
  if (e.keyword === 'required') return `${at}: missing property ${JSON.stringify(e.params.missingProperty)}`;
  if (e.keyword === 'enum')
    return `${at}: must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
  return `${at}: ${e.message ?? 'not the expected shape'}`;
}

export function stateProblem(value: unknown): string | undefined {
  return problem(validateState, value);
}

export function faultProblem(value: unknown): string | undefined {
  const shape = problem(validateFault, value);
  if (shape) return shape;
  try {
    pathMatcher(value as FaultRule);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}
