// Jest setup of the second run of the emulator tests: the real vendor word (see support/emulator.ts).
process.env.EMULATOR_TEST_VENDOR = 'github';
