const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // @actions/workflow-parser's schema imports, which lack the JSON import attribute (see the files mapped to).
    '^\\.\\./(workflow|action)-v1\\.0\\.min\\.json$': '<rootDir>/__tests__/support/parser-schema/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
};

/**
 * Every test once; the emulator's own tests a second time with the vendor word `github` and a state directory for
 * every emulator (its tests of the vendor option itself, and of the real clients, already choose their words).
 * @type {import('jest').Config}
 */
export default {
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'all', testMatch: ['<rootDir>/__tests__/**/*.test.ts'] },
    {
      ...base,
      displayName: 'emulator, vendor github, state directory',
      testMatch: ['<rootDir>/__tests__/emulator/*.test.ts'],
      testPathIgnorePatterns: [
        '/vendor\\.test\\.ts$',
        '/real-clients\\.test\\.ts$',
        '/change-tracker\\.test\\.ts$',
      ],
      setupFiles: ['<rootDir>/__tests__/support/vendor-github.ts'],
    },
  ],
};
