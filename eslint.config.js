import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  {
    // The engine has one door, src/sarif/index.ts. Code elsewhere in src/ that reached past it into the engine's
    // modules would pin their names and shapes, and the engine could no longer be reshaped from inside (issue 26).
    // Tests and benchmarks are not under this rule: they measure internals on purpose.
    files: ['src/**/*.ts'],
    ignores: ['src/sarif/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+sarif/(?!index\\.js$)',
              message:
                'Import the engine through its door, src/sarif/index.ts (add the export there if it is missing).',
            },
          ],
        },
      ],
    },
  },
);
