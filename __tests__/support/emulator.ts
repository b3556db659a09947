/**
 * The emulator as the emulator tests start it: with the vendor word of the test run. `npm test` runs those tests
 * twice, with the spec's word (svc) and with `github` (jest.config.js, EMULATOR_TEST_VENDOR), so that every rule is
 * checked under both. `vendored('x-svc-otp')` turns a name written with the spec's word into this run's.
 *
 * The second run also keeps every emulator's state in a directory of its own (EMULATOR_TEST_STATE), unless the test
 * chose one: at close, what the directory holds must load as the state the emulator closed with. Whatever a test
 * makes the emulator record, a restart must read back (a status report once left a directory that did not load).
 *
 * Every API answer of an emulator started here is validated against the service's published description
 * (openapi-answers.ts): a test during which the emulator answered what the description does not allow fails.
 */
import { startEmulator as start, type Emulator, type EmulatorOptions } from '../../src/emulator/server.js';
import { answerViolations } from './openapi-answers.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StateDir } from '../../src/emulator/state-dir.js';
import { stateProblem } from '../../src/emulator/admin/shapes.js';

export type { Emulator, EmulatorOptions };

export const VENDOR = process.env.EMULATOR_TEST_VENDOR ?? 'svc';

const violations: string[] = [];

afterEach(() => {
  const found = violations.splice(0);
  if (found.length > 0)
    throw new Error(
      `The emulator answered what the published description does not allow:\n${[...new Set(found)].join('\n')}`,
    );
});

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const vendor = options.config?.vendor ?? VENDOR;
  const apiPrefix = options.config?.apiPrefix ?? '/api/v3';
  const ownDir = process.env.EMULATOR_TEST_STATE === '1' && !options.stateDir;
  const dir = ownDir ? mkdtempSync(join(tmpdir(), 'emu-test-state-')) : options.stateDir;
  const emu = await start({
    ...options,
    stateDir: dir,
    config: { vendor: VENDOR, ...options.config },
    onAnswer: (answer) => {
      violations.push(...answerViolations(vendor, apiPrefix, answer));
      options.onAnswer?.(answer);
    },
  });
  if (ownDir) {
    const close = emu.close.bind(emu);
    emu.close = async () => {
      const closedWith = emu.ctx.store.isClosed ? undefined : emu.ctx.store.snapshot();
      await close();
      const loaded = new StateDir(dir!).saved(stateProblem);
      rmSync(dir!, { recursive: true, force: true });
      if (closedWith !== undefined && JSON.stringify(loaded) !== JSON.stringify(closedWith))
        throw new Error(`the state directory does not load as the state the emulator closed with (${dir})`);
    };
  }
  return emu;
}

/** A header name, media type or path written with the spec's word `svc`, in this run's word. */
export function vendored(text: string): string {
  return text.replace(/svc/g, VENDOR).replace(/Svc/g, VENDOR.charAt(0).toUpperCase() + VENDOR.slice(1));
}

/** Pages enabled on acme/webapp (build type workflow), as a repository administrator does once in its settings. */
export async function enableWebappPages(emu: Emulator): Promise<void> {
  const enabled = await fetch(`${emu.apiUrl}/repos/acme/webapp/pages`, {
    method: 'POST',
    headers: { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' },
    body: JSON.stringify({ build_type: 'workflow' }),
  });
  if (enabled.status !== 201)
    throw new Error(`enabling Pages answered ${enabled.status}: ${await enabled.text()}`);
}

/** Stop an emulator as a crash would: its server closed, its state directory left as it is (journal, lock). */
export async function crash(emu: Emulator): Promise<void> {
  await emu.app.close();
  emu.ctx.store.abandon();
}
