/**
 * What the CLI prints for a bug (its internal-error branch) is redacted with every secret the process knows: the
 * token and the runner's tokens of the environment, and what its clients learned (an OIDC token), in any form.
 */
import { createApi, redactKnownSecrets, type CommandIo } from '../../src/cli/commands/shared.js';
import { leaks } from '../api/helpers.js';

const TOKEN = 'svc_pat_internalerror0123456789abcdef';
const RUNTIME = 'runtime-token-internalerror-0123456789';
const LEARNED = 'learned-secret-internalerror-0123456789';

describe('the internal-error report', () => {
  it('redacts the environment tokens and the secrets of the clients, whole and in Base64, message and stack', () => {
    const env = { SVC_TOKEN: TOKEN, ACTIONS_RUNTIME_TOKEN: RUNTIME };
    const io = { stdout: () => {}, stderr: () => {}, env } as unknown as CommandIo;
    const api = createApi(io, { apiUrl: 'http://127.0.0.1:1' });
    api.addSecret(LEARNED);
    const err = new Error(
      `cannot read a deployment id from status_url http://h/?token=${TOKEN}&b=${Buffer.from(TOKEN).toString('base64')}`,
    );
    err.stack = `${err.message}\n    at x (${RUNTIME}) ${LEARNED}`;
    const shown = `${redactKnownSecrets(err.message, env)}\n${redactKnownSecrets(err.stack, env)}`;
    expect(leaks(shown, [TOKEN, RUNTIME, LEARNED, Buffer.from(TOKEN).toString('base64')])).toEqual([]);
    expect(shown).toContain('cannot read a deployment id');
  });
});
