/**
 * The CLI, from the sources, under a soft file-size limit (bash's `ulimit -S -f`), which cuts writes as a full disk
 * does: past it a write fails with EFBIG, where a full disk says ENOSPC (SIGXFSZ ignored, as Node does). For spawn
 * or spawnSync: `spawnSync(...cliUnderFileSizeLimit(100, ['check', 'x.sarif']), options)`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function cliUnderFileSizeLimit(kib: number, args: readonly string[]): [string, string[]] {
  return [
    'bash',
    [
      '-c',
      `trap '' XFSZ; ulimit -S -f ${kib}; exec "$0" "$@"`,
      process.execPath,
      '--import',
      join(ROOT, 'node_modules/tsx/dist/esm/index.mjs'),
      join(ROOT, 'src/cli/index.ts'),
      ...args,
    ],
  ];
}
