/** The emulator's public entry: start it, and read seed files. */
export { startEmulator, type Emulator, type EmulatorOptions } from './server.js';
export { DEFAULT_SEED, loadSeedFile, type Seed } from './seed.js';
export { StateDirError } from './state-dir.js';
export { serviceToken, withServiceTokens } from './service-tokens.js';
