/**
 * The run's tool cache (RUNNER_TOOL_CACHE) holds this machine's Node, as a hosted runner's image holds the Node
 * versions it ships: actions/setup-node asked for a version this Node satisfies (`20`, `20.x`, an `.nvmrc` of 20)
 * finds it there ("Found in cache") instead of downloading it, which an offline machine cannot. Written in the layout
 * `@actions/tool-cache` reads: `node/<version>/<arch>/bin/node` (with npm and npx when they sit beside this Node),
 * and the `<arch>.complete` marker that says the entry is whole. Any other version is still downloaded (and fails
 * offline, saying so).
 */
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeDirectory } from '../make-directory.js';

export function seedToolCache(dir: string): void {
  const version = process.version.replace(/^v/, '');
  const entry = join(dir, 'node', version);
  const bin = join(entry, process.arch, 'bin');
  try {
    makeDirectory(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    for (const tool of ['npm', 'npx']) {
      const beside = join(dirname(process.execPath), tool);
      if (existsSync(beside)) symlinkSync(beside, join(bin, tool));
    }
    writeFileSync(join(entry, `${process.arch}.complete`), '');
  } catch {
    // A file system without symbolic links: setup-node then downloads, as it would on a runner without it.
  }
}
