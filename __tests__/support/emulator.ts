/**
 * The emulator as the emulator tests start it: with the vendor word of the test run. `npm test` runs those tests
 * twice, with the spec's word (svc) and with `github` (jest.config.js, EMULATOR_TEST_VENDOR), so that every rule is
 * checked under both. `vendored('x-svc-otp')` turns a name written with the spec's word into this run's.
 */
import { startEmulator as start, type Emulator, type EmulatorOptions } from '../../src/emulator/server.js';

export type { Emulator, EmulatorOptions };

export const VENDOR = process.env.EMULATOR_TEST_VENDOR ?? 'svc';

export function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return start({ ...options, config: { vendor: VENDOR, ...options.config } });
}

/** A header name, media type or path written with the spec's word `svc`, in this run's word. */
export function vendored(text: string): string {
  return text.replace(/svc/g, VENDOR).replace(/Svc/g, VENDOR.charAt(0).toUpperCase() + VENDOR.slice(1));
}
