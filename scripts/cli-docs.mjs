#!/usr/bin/env node
// docs/cli.md: every command's `--help`, as the built CLI prints it, so that each option is documented in one
// place with the CLI's own words (a hand-written list falls behind: it once left out 40 options).
//
//   node scripts/cli-docs.mjs --write    write docs/cli.md from dist/cli (after `npm run build`)
//   node scripts/cli-docs.mjs --check    exit 1, saying so, when docs/cli.md is not what dist/cli prints
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(root, 'dist', 'cli', 'index.js');
const DOC = join(root, 'docs', 'cli.md');

/** Each command as a user types it, in the order the overview lists them. */
const COMMANDS = [
  [],
  ['check'],
  ['serve'],
  ['demo'],
  ['run'],
  ['upload'],
  ['alerts'],
  ['pages', 'pack'],
  ['pages', 'deploy'],
  ['pages', 'site'],
  ['pages', 'build'],
  ['pages', 'health'],
  ['deploy-keys'],
  ['search'],
  ['properties'],
  ['authorizations'],
];

function help(command) {
  // No colour, no terminal: what a user reads in a pipe, the same on every machine.
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', COLUMNS: '120' };
  return execFileSync(process.execPath, [CLI, ...command, '--help'], { encoding: 'utf8', env }).trimEnd();
}

export function cliDocs() {
  const sections = COMMANDS.map((command) => {
    const name = ['sarif-pipeline', ...command].join(' ');
    return `## \`${name}\`\n\n\`\`\`text\n${help(command)}\n\`\`\`\n`;
  });
  return [
    '# The command line',
    '',
    "Every command's `--help`, as the CLI prints it (`grants` takes the options of `authorizations`). Written by",
    '`node scripts/cli-docs.mjs --write` after `npm run build`; a test fails when this page and the CLI differ.',
    'How to install the command, and what each one is for: [the README](../README.md#the-command-line).',
    '',
    ...sections,
  ].join('\n');
}

const mode = process.argv[2];
if (mode === '--write') {
  writeFileSync(DOC, cliDocs());
} else if (mode === '--check') {
  const now = readFileSync(DOC, 'utf8');
  if (now !== cliDocs()) {
    console.error(
      'docs/cli.md is not what the CLI prints: run `node scripts/cli-docs.mjs --write` after the build',
    );
    process.exit(1);
  }
} else {
  console.error('usage: node scripts/cli-docs.mjs --write | --check');
  process.exit(2);
}
