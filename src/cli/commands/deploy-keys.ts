/**
 * `sarif-pipeline deploy-keys list|add|remove`: a repository's deploy keys (SSH public keys, read-only or
 * read/write). Keys are immutable: to change one, remove it and add it again. A private key is refused before
 * anything is sent, and never printed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DeployKey } from '../../api/index.js';
import {
  callApi,
  connect,
  formatTable,
  parseCommand,
  parseRepo,
  positiveInt,
  printJson,
  printable,
  processIo,
  requireId,
  usageError,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline deploy-keys: list, add and remove a repository's deploy keys.

Usage:
  sarif-pipeline deploy-keys list   --repo owner/name [--max N] [--json]
  sarif-pipeline deploy-keys add    --repo owner/name (--key-file PATH | --key 'ssh-ed25519 AAAA...')
                                    [--title T] [--read-only] [--json]
  sarif-pipeline deploy-keys remove --repo owner/name --id N [--json]

A deploy key is an SSH public key that gives access to one repository. Without --read-only the key can read
and write (what the service does by default). Keys cannot be changed: remove one and add it again.

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --key-file PATH     the public key file (the .pub file; a private key is refused before sending)
  --key KEY           the public key itself, "type base64 [comment]"
  --title T           the key's name (default: the key's comment)
  --read-only         the key can only read the repository
  --id N              the key to remove (see list)
  --max N             list at most N keys
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (classic: repo scope; fine-grained or app: administration read
                                 for list, write for add and remove; the account needs admin on the repository)

Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;

const COMMAND = 'deploy-keys';

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const parsed = parseCommand(COMMAND, HELP, args, io, {
    repo: { type: 'string' },
    'key-file': { type: 'string' },
    key: { type: 'string' },
    title: { type: 'string' },
    'read-only': { type: 'boolean', default: false },
    id: { type: 'string' },
    max: { type: 'string' },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const [action, ...extra] = positionals;
  if (action === undefined) throw usageError(COMMAND, 'deploy-keys needs an action: list, add or remove');
  if (!['list', 'add', 'remove'].includes(action)) {
    throw usageError(COMMAND, `unknown action "${printable(action)}": use list, add or remove`);
  }
  if (extra.length > 0) throw usageError(COMMAND, `unexpected argument "${printable(extra[0])}"`);
  const command = `${COMMAND} ${action}`;
  const allowed: Record<string, string[]> = {
    list: ['max'],
    add: ['key-file', 'key', 'title', 'read-only'],
    remove: ['id'],
  };
  for (const name of ['key-file', 'key', 'title', 'read-only', 'id', 'max'] as const) {
    const given = name === 'read-only' ? values[name] : values[name] !== undefined;
    if (given && !allowed[action].includes(name)) {
      throw usageError(COMMAND, `--${name} does not apply to ${command}`);
    }
  }

  const repo = parseRepo(values.repo, command, io.env);
  const full = `${repo.owner}/${repo.repo}`;
  // Everything about the arguments is checked before the token is asked for, or anything is sent.
  const id = action === 'remove' ? requireId(values.id, command) : undefined;
  const max = positiveInt(values.max, '--max', command);
  const key = action === 'add' ? readPublicKey(values['key-file'], values.key, command) : undefined;
  const connected = connect(io, command, values['api-url']);
  const api = connected.api;
  io = connected.out;

  if (action === 'list') {
    const { items } = await callApi(() =>
      api.deployKeys.list({ ...repo, per_page: Math.min(max ?? 100, 100), maxItems: max }).collect(),
    );
    if (values.json) printJson(io, items);
    else io.stdout(formatKeys(items, `no deploy keys on ${full}`));
    return 0;
  }
  if (action === 'add') {
    const created = await callApi(() =>
      api.deployKeys.create({ ...repo, key: key!, title: values.title, read_only: values['read-only'] }),
    );
    if (values.json) printJson(io, created);
    else {
      io.stdout(
        `added deploy key ${created.id} "${printable(created.title)}" to ${full} (${access(created)})\n`,
      );
      io.stdout(formatKeys([created]));
    }
    return 0;
  }
  await callApi(() => api.deployKeys.delete({ ...repo, key_id: id! }));
  if (values.json) printJson(io, { removed: id, repository: full });
  else io.stdout(`removed deploy key ${id} from ${full}\n`);
  return 0;
}

const access = (k: DeployKey) => (k.read_only ? 'read-only' : 'read and write');

function formatKeys(keys: DeployKey[], empty?: string): string {
  return formatTable(
    ['ID', 'TITLE', 'ACCESS', 'FINGERPRINT', 'ADDED BY', 'CREATED', 'LAST USED'],
    keys.map((k) => [
      k.id,
      k.title,
      access(k),
      fingerprint(k.key),
      k.added_by,
      k.created_at,
      k.last_used ?? 'never',
    ]),
    empty,
  );
}

/** "SHA256:..." as ssh-keygen -l shows it, with the key type; the key text itself when it does not parse. */
export function fingerprint(key: string): string {
  const [type, body] = key.trim().split(/\s+/);
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return type ?? '';
  const digest = createHash('sha256').update(Buffer.from(body, 'base64')).digest('base64').replace(/=+$/, '');
  return `SHA256:${digest} (${type})`;
}

/**
 * The public key to add, from exactly one of --key-file and --key: one line, and not a private key (which is
 * refused without being sent or shown). The service checks the rest (type, Base64, key material).
 */
function readPublicKey(file: string | undefined, inline: string | undefined, command: string): string {
  if ((file === undefined) === (inline === undefined)) {
    throw usageError(
      command,
      `${command} needs exactly one of --key-file PATH and --key 'ssh-ed25519 AAAA...'`,
    );
  }
  let text = inline ?? '';
  const from = file === undefined ? '--key' : `--key-file ${file}`;
  if (file !== undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw usageError(
        command,
        `cannot read --key-file ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? (err as Error).message)}`,
        'Give the public key file, for example ~/.ssh/id_ed25519.pub.',
      );
    }
  }
  if (/PRIVATE KEY/.test(text)) {
    throw usageError(
      command,
      `${from} is a private key: it was not sent`,
      'Give the public key instead (the .pub file next to it, or `ssh-keygen -y -f KEY`).',
    );
  }
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines.length === 0) throw usageError(command, `${from} holds no key`);
  if (lines.length > 1) {
    throw usageError(command, `${from} holds ${lines.length} lines: give one public key`);
  }
  return lines[0];
}
