import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * What each area lets others import. The emulator shares the API client's ref rule (one rule for the client, the
 * steps and the emulator), a leaf of regular expressions, without loading the client.
 */
const DOORS = { sarif: 'index\\.js$', api: '(index|refs)\\.js$' };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/sarif/generated/**',
      '__tests__/fixtures/**',
      'bench/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // The engine and the API client each have one door, their index.ts. Code elsewhere in src/ that reached past it
  // into their modules would pin their names and shapes, and neither could be reshaped from inside (issue 26).
  // Tests and benchmarks are not under this rule: they measure internals on purpose.
  doors('src/**/*.ts', ['src/sarif/**', 'src/api/**'], ['sarif', 'api']),
  doors('src/sarif/**/*.ts', [], ['api']),
  doors('src/api/**/*.ts', [], ['sarif']),
);

/** Imports from `files` (but `ignores`) into each area of `areas` go through its door. */
function doors(files, ignores, areas) {
  const name = { sarif: 'the engine', api: 'the API client' };
  return {
    files: [files],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: areas.map((area) => ({
            regex: `^(\\.{1,2}/)+${area}/(?!${DOORS[area]})`,
            message: `Import ${name[area]} through its door, src/${area}/index.ts (add the export there if it is missing).`,
          })),
        },
      ],
    },
  };
}
