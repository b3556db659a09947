/**
 * Redaction catches pieces: a secret the client knows is removed from errors and logs whole, and also when only a
 * part of it shows (16 characters or more, or any segment of a JSON web token); any JWT-shaped string is removed
 * even when the client never saw the token. The hostile server below echoes the first 200 characters of each
 * request body, as the one in the issue did.
 */
import { createClient } from '../../src/api/index.js';
import { REDACTED, Secrets } from '../../src/api/secrets.js';
import { errorText, json, leaks, recordingLogger, startServer, type TestServer } from './helpers.js';
import { encodings, formsFound } from '../support/secret-forms.js';

const OIDC =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJyZXBvOmFjbWUvd2ViYXBwOnJlZjpyZWZzL2hlYWRzL21haW4iLCJhdWQiOiJodHRwczovL2V4YW1wbGUifQ.c2lnbmF0dXJlLW9mLXRoZS1vaWRjLXRva2VuLWZvci10ZXN0cw';
const TOKEN = 'svc_pat_0123456789abcdefghijklmnopqrstuv';
const CLIENT_SECRET = 'cs_0123456789abcdef0123456789abcdef01234567';
const PASSWORD = 'correct-horse-battery-staple-42';

describe('Secrets.redact', () => {
  const s = new Secrets();
  s.add(TOKEN, OIDC, CLIENT_SECRET);

  it('removes a secret whole, and any run of 16 or more of its characters', () => {
    expect(s.redact(`token ${TOKEN}.`)).toBe(`token ${REDACTED}.`);
    expect(s.redact(`starts ${TOKEN.slice(0, 16)}|`)).toBe(`starts ${REDACTED}|`);
    expect(s.redact(`middle ${TOKEN.slice(9, 30)} end`)).toBe(`middle ${REDACTED} end`);
    // 15 characters are not enough to say it is the secret.
    expect(s.redact(`short ${TOKEN.slice(0, 15)}`)).toBe(`short ${TOKEN.slice(0, 15)}`);
  });

  it('removes a secret cut by characters a log does not show (a control character every 15, a zero-width space)', () => {
    const cut = (sep: string) => TOKEN.match(/.{1,15}/g)!.join(sep);
    for (const sep of ['\x07', '\x1b', '\u200b', '\u00ad']) {
      const shown = s.redact(`echo: ${cut(sep)} done`);
      expect(shown).toBe(`echo: ${REDACTED} done`);
      expect(s.foundIn(cut(sep))).toBe(true);
    }
    // Text without a secret keeps its control characters (they are made printable where it is shown).
    expect(s.redact('bell\x07 and \u200b space')).toBe('bell\x07 and \u200b space');
  });

  it('removes each segment of a known JSON web token, and any JWT-shaped string', () => {
    const [header, claims, signature] = OIDC.split('.');
    for (const part of [header, claims, signature, `${header}.${claims.slice(0, 20)}`]) {
      expect(s.redact(`x ${part} y`)).toBe(`x ${REDACTED} y`);
    }
    const unknown = 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJvdGhlciJ9.sig';
    expect(s.redact(`other ${unknown}`)).toBe(`other ${REDACTED}`);
    expect(new Secrets().foundIn(unknown)).toBe(true);
    expect(s.foundIn('nothing secret here')).toBe(false);
  });
});

describe('a server that echoes the start of each request body', () => {
  let echo: TestServer;
  beforeAll(async () => {
    echo = await startServer((req, res) =>
      json(res, 422, {
        message: `cannot take ${req.body.slice(0, 200)}`,
        errors: [{ field: 'x', value: req.body.slice(20, 120) }],
      }),
    );
  });
  afterAll(() => echo.close());

  it('puts no piece of the OIDC token, client secret, password or token in errors or logs', async () => {
    const log = recordingLogger();
    const c = createClient({
      baseUrl: echo.origin,
      auth: { token: TOKEN, basic: { username: 'mona', password: PASSWORD } },
      logger: log,
    });
    const errors = await Promise.all([
      c.pages
        .createDeployment({
          owner: 'o',
          repo: 'r',
          oidc_token: OIDC,
          artifact_url: 'https://a.example/x.tar',
          pages_build_version: 'v1',
        })
        .catch((e: unknown) => e),
      c.oauth
        .createAuthorization({ client_secret: CLIENT_SECRET, client_id: '01234567890123456789' })
        .catch((e: unknown) => e),
    ]);
    expect(errors.map((e) => (e as { status?: number }).status)).toEqual([422, 422]);
    expect((errors[0] as Error).message).toContain(REDACTED);
    const text = [...(await Promise.all(errors.map(errorText))), ...log.lines].join('\n');
    expect(leaks(text, [OIDC, ...OIDC.split('.'), TOKEN, CLIENT_SECRET, PASSWORD])).toEqual([]);
    expect(text).not.toMatch(/eyJ[\w-]{10}/);
  });
});

describe('every form of a secret', () => {
  const RUNTIME =
    'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJzY3AiOiJBY3Rpb25zLlJlc3VsdHM6cnVuOmpvYiIsInJ1bl9pZCI6IjQyNDIifQ.cnVudGltZS1zaWduYXR1cmUtMDEyMzQ1Njc4OWFiY2RlZg';
  const WITH_PUNCTUATION = 'p@ss_w0rd/with+reserved=chars&more~';
  const s = new Secrets();
  s.add(TOKEN, OIDC, RUNTIME, WITH_PUNCTUATION);

  for (const secret of [TOKEN, OIDC, RUNTIME, WITH_PUNCTUATION]) {
    for (const [name, form] of Object.entries(encodings(secret))) {
      it(`removes ${secret.slice(0, 8)}… as ${name}`, () => {
        // The search the channel tests use finds this form (it checks itself here) ...
        expect(formsFound(`answer: ${form} (echoed)`, { secret })).not.toEqual([]);
        // ... and the redactor removes it.
        const out = s.redact(`answer: ${form} (echoed)`);
        expect(formsFound(out, { secret })).toEqual([]);
        expect(out).toContain(REDACTED);
        expect(out).not.toContain(form);
        expect(out.startsWith('answer: ')).toBe(true);
        expect(out.endsWith(' (echoed)')).toBe(true);
      });
    }
  }

  it('leaves text without secrets alone, and a JSON text valid', () => {
    const plain =
      'GET /repos/acme/webapp/code-scanning/alerts -> 200 in 12 ms (core: 4999 of 5000 left) 100%';
    expect(s.redact(plain)).toBe(plain);
    const json = JSON.stringify({ message: `token ${TOKEN} and ${encodings(TOKEN)['JSON \\u escapes']}` });
    expect(() => JSON.parse(s.redact(json)) as unknown).not.toThrow();
  });

  it('gives a runner every literal form to mask, as it learns a secret', () => {
    const seen: string[] = [];
    const fresh = new Secrets();
    fresh.onMaskForm((f) => seen.push(f));
    fresh.add(TOKEN);
    expect(seen).toEqual(
      expect.arrayContaining([TOKEN, encodings(TOKEN).base64, encodings(TOKEN)['percent every byte']]),
    );
    const later: string[] = [];
    fresh.onMaskForm((f) => later.push(f));
    expect(later).toEqual(seen);
  });
});
