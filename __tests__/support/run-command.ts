/**
 * A process entry for one CLI command module, as src/cli/index.ts runs main(): exit codes, and user errors shown
 * as message and hint on stderr, never a stack trace. Until main.ts wires the modules in, tests run a command as
 * a real process with: node --import tsx __tests__/support/run-command.ts <command> ...args
 * (command: deploy-keys, search, properties, authorizations, grants).
 */
import { UserError } from '../../src/errors.js';

type Run = (args: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Run>> = {
  'deploy-keys': async () => (await import('../../src/cli/commands/deploy-keys.js')).run,
  search: async () => (await import('../../src/cli/commands/search.js')).run,
  properties: async () => (await import('../../src/cli/commands/properties.js')).run,
  authorizations: async () => (await import('../../src/cli/commands/oauth.js')).runAuthorizations,
  grants: async () => (await import('../../src/cli/commands/oauth.js')).runGrants,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = commands[name ?? ''];
  if (!load) throw new UserError(`unknown command "${name}"`, undefined, 2);
  return (await load())(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UserError) {
      process.stderr.write(`error: ${err.message}\n${err.hint ? `  hint: ${err.hint}\n` : ''}`);
      process.exitCode = err.exitCode;
    } else {
      process.stderr.write(`internal error:\n${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 70;
    }
  },
);
