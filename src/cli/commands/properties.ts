/**
 * `sarif-pipeline properties --repo owner/name`: the custom property values of a repository (a public beta of
 * the service; callers need admin access to the repository).
 */
import type { CustomPropertyValue } from '../../api/index.js';
import {
  callApi,
  connect,
  formatTable,
  parseCommand,
  parseRepo,
  printJson,
  printable,
  processIo,
  usageError,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline properties: the custom property values of a repository.

Usage:
  sarif-pipeline properties --repo owner/name [--json]

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer (an array of { property_name, value }) as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (classic: repo scope; fine-grained or app: metadata read; the
                                 account needs admin access to the repository)

Custom properties are in public beta on the service and may change.
Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;

const COMMAND = 'properties';

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const parsed = parseCommand(COMMAND, HELP, args, io, {
    repo: { type: 'string' },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw usageError(COMMAND, `unexpected argument "${printable(positionals[0])}"`);
  const repo = parseRepo(values.repo, COMMAND, io.env);
  const connected = connect(io, COMMAND, values['api-url']);
  const api = connected.api;
  io = connected.out;
  const props = await callApi(() => api.customProperties.getValues(repo));
  if (values.json) printJson(io, props);
  else {
    io.stdout(
      formatTable(
        ['PROPERTY', 'VALUE'],
        props.map((p) => [p.property_name, show(p.value)]),
        `no custom properties set on ${repo.owner}/${repo.repo}`,
      ),
    );
  }
  return 0;
}

function show(value: CustomPropertyValue['value']): string {
  if (value === null) return '(unset)';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
