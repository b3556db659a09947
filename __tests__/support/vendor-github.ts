// Jest setup of the second run of the emulator tests: the real vendor word, and each emulator's state kept in a
// directory that must load again as it was closed (see support/emulator.ts).
process.env.EMULATOR_TEST_VENDOR = 'github';
process.env.EMULATOR_TEST_STATE = '1';
