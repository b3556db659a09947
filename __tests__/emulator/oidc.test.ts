import { getIDToken } from '@actions/core';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import {
  defaultAudience,
  idTokenRequestUrl,
  issuerFor,
  OidcError,
  verifyIdToken,
} from '../../src/emulator/oidc.js';
import { DEFAULT_SEED, type Seed } from '../../src/emulator/seed.js';
import { startEmulator, vendored, type Emulator } from '../support/emulator.js';
import type { Token } from '../../src/emulator/state.js';

/** The default world, plus workflow tokens with run details, without id-token permission, for a private repo. */
const seed: Seed = {
  ...DEFAULT_SEED,
  tokens: {
    ...DEFAULT_SEED.tokens,
    svc_workflow_no_id_token: {
      kind: 'workflow',
      repository: 'acme/webapp',
      actor: 'octocat',
      permissions: { contents: 'read', pages: 'write' },
    },
    svc_workflow_env: {
      kind: 'workflow',
      repository: 'acme/webapp',
      actor: 'mona',
      permissions: { id_token: 'write' },
      run: {
        ref: 'refs/heads/release',
        sha: 'a'.repeat(40),
        runId: 4242,
        runAttempt: 3,
        workflow: 'Release',
        workflowPath: vendored('.svc/workflows/release.yml'),
        environment: 'production',
      },
    } as Token,
    svc_workflow_pr: {
      kind: 'workflow',
      repository: 'acme/secret-service',
      actor: 'mona',
      permissions: { id_token: 'write' },
      run: { eventName: 'pull_request', ref: 'refs/pull/7/merge' },
    } as Token,
  },
};

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ seed });
});
afterAll(() => emu.close());

/** Call @actions/core's getIDToken as a step would, with the runner's two variables set; its log lines muted. */
async function coreIdToken(requestToken: string, audience?: string): Promise<string> {
  const saved = { ...process.env };
  const write = process.stdout.write;
  process.env.ACTIONS_ID_TOKEN_REQUEST_URL = idTokenRequestUrl(emu.ctx);
  process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = requestToken;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await getIDToken(audience);
  } finally {
    process.stdout.write = write;
    process.env = saved;
  }
}

const tokenRequest = (query: string, authorization?: string) =>
  fetch(`${idTokenRequestUrl(emu.ctx)}${query}`, { headers: authorization ? { authorization } : {} });

describe('discovery and keys', () => {
  it('publishes the configuration and the JWKS it names, with the public key only', async () => {
    const config = (await (await fetch(`${emu.origin}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
      claims_supported: string[];
    };
    expect(config).toMatchObject({
      issuer: emu.origin,
      jwks_uri: `${emu.origin}/.well-known/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['id_token'],
    });
    expect(config.claims_supported).toEqual(
      expect.arrayContaining(['repository', 'job_workflow_ref', 'repo_property_*']),
    );
    const jwks = (await (await fetch(config.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(jwks.keys[0]).not.toHaveProperty('p');
  });
});

describe('the token endpoint, as @actions/core calls it', () => {
  it('issues an RS256 token that verifies against the published JWKS, with the runner claims', async () => {
    const token = await coreIdToken('svc_workflow_webapp');
    const header = decodeProtectedHeader(token);
    const jwks = createRemoteJWKSet(new URL(`${emu.origin}/.well-known/jwks`));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: emu.origin,
      audience: defaultAudience(emu.ctx, 'acme'),
      algorithms: ['RS256'],
    });
    const repo = emu.ctx.store.read((s) => s.repos.find((r) => r.name === 'webapp')!);
    const sha = repo.commits[repo.commits.length - 1].sha;
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: (await issuerFor(emu.ctx)).kid });
    expect(payload).toMatchObject({
      iss: emu.origin,
      aud: defaultAudience(emu.ctx, 'acme'),
      sub: 'repo:acme/webapp:ref:refs/heads/main',
      repository: 'acme/webapp',
      repository_id: String(repo.id),
      repository_owner: 'acme',
      repository_owner_id: expect.stringMatching(/^\d+$/),
      repository_visibility: 'public',
      ref: 'refs/heads/main',
      ref_type: 'branch',
      sha,
      run_id: expect.stringMatching(/^\d+$/),
      run_attempt: '1',
      actor: 'octocat',
      actor_id: '1',
      workflow: 'Deploy Pages',
      job_workflow_ref: vendored('acme/webapp/.svc/workflows/pages.yml@refs/heads/main'),
      event_name: 'push',
      repo_property_team: 'web',
      'repo_property_cost-center': '1234',
      repo_property_environments: 'staging,production',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.nbf).toBeLessThanOrEqual(payload.iat!);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it("carries a required custom property's default as a claim where the repository holds no value", async () => {
    const put = await fetch(`${emu.apiUrl}/orgs/acme/properties/schema/tier`, {
      method: 'PUT',
      headers: { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' },
      body: JSON.stringify({
        value_type: 'single_select',
        allowed_values: ['gold', 'silver'],
        required: true,
        default_value: 'silver',
      }),
    });
    expect(put.status).toBe(200);
    try {
      const claims = await verifyIdToken(emu.ctx, await coreIdToken('svc_workflow_webapp'), {
        audience: defaultAudience(emu.ctx, 'acme'),
        repository: 'acme/webapp',
      });
      expect(claims).toMatchObject({ repo_property_team: 'web', repo_property_tier: 'silver' });
    } finally {
      await fetch(`${emu.apiUrl}/orgs/acme/properties/schema/tier`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer svc_pat_octocat' },
      });
    }
  });

  it('takes the audience appended to a URL that already has a query string', async () => {
    const token = await coreIdToken('svc_workflow_webapp', 'https://deploy.example.com/a b');
    const claims = await verifyIdToken(emu.ctx, token, {
      audience: 'https://deploy.example.com/a b',
      repository: 'acme/webapp',
    });
    expect(claims.aud).toBe('https://deploy.example.com/a b');
    expect(idTokenRequestUrl(emu.ctx)).toMatch(/\?api-version=2\.0$/);
    const raw = await tokenRequest('&audience=sts.example.com', 'Bearer svc_workflow_webapp');
    expect(raw.status).toBe(200);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    const { value } = (await raw.json()) as { value: string };
    expect(
      (await verifyIdToken(emu.ctx, value, { audience: 'sts.example.com', repository: 'acme/webapp' })).aud,
    ).toBe('sts.example.com');
  });

  it('uses the run details of the workflow token: environment and pull request subjects, private visibility', async () => {
    const env = await verifyIdToken(emu.ctx, await coreIdToken('svc_workflow_env'), {
      audience: defaultAudience(emu.ctx, 'acme'),
      repository: 'acme/webapp',
    });
    expect(env).toMatchObject({
      sub: 'repo:acme/webapp:environment:production',
      environment: 'production',
      ref: 'refs/heads/release',
      sha: 'a'.repeat(40),
      run_id: '4242',
      run_attempt: '3',
      workflow: 'Release',
      actor: 'mona',
      job_workflow_ref: vendored('acme/webapp/.svc/workflows/release.yml@refs/heads/release'),
    });
    const pr = await verifyIdToken(emu.ctx, await coreIdToken('svc_workflow_pr'), {
      audience: defaultAudience(emu.ctx, 'acme'),
      repository: 'acme/secret-service',
    });
    expect(pr).toMatchObject({
      sub: 'repo:acme/secret-service:pull_request',
      event_name: 'pull_request',
      repository_visibility: 'private',
      repo_property_team: 'platform',
    });
  });

  it('401 without a token or with a bad one, 403 without id-token: write', async () => {
    const cases: [string | undefined, number, RegExp][] = [
      [undefined, 401, /ACTIONS_ID_TOKEN_REQUEST_TOKEN/],
      ['Bearer svc_nope', 401, /Bad credentials/],
      ['Basic b2N0b2NhdDpvY3RvY2F0LXBhc3N3b3Jk', 401, /ACTIONS_ID_TOKEN_REQUEST_TOKEN/],
      ['Bearer svc_pat_octocat', 403, /id-token: write/],
      ['Bearer svc_workflow_no_id_token', 403, /id-token: write/],
    ];
    for (const [authorization, status, message] of cases) {
      const res = await tokenRequest('', authorization);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    await expect(coreIdToken('svc_workflow_no_id_token')).rejects.toThrow(/403/);
    await expect(coreIdToken('svc_nope')).rejects.toThrow(/401/);
  });

  it("takes the job's runtime token, as a runner hands it (ACTIONS_ID_TOKEN_REQUEST_TOKEN), with the server URL's audience", async () => {
    const bind = (token: string) =>
      emu.admin('/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, run_id: 5151 }),
      });
    const { env } = (await (await bind('svc_workflow_webapp')).json()) as { env: Record<string, string> };
    expect(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN).toBe(env.ACTIONS_RUNTIME_TOKEN);
    expect(env.ACTIONS_ID_TOKEN_REQUEST_URL).toBe(idTokenRequestUrl(emu.ctx));
    const saved = { ...process.env };
    const write = process.stdout.write;
    Object.assign(process.env, env);
    process.stdout.write = (() => true) as typeof process.stdout.write;
    let token: string;
    try {
      token = await getIDToken();
    } finally {
      process.stdout.write = write;
      process.env = saved;
    }
    const { payload } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(`${emu.origin}/.well-known/jwks`)),
      {
        issuer: emu.origin,
      },
    );
    // The service's default audience: the owner's URL in the form of GITHUB_SERVER_URL.
    expect(payload).toMatchObject({ aud: `${env.GITHUB_SERVER_URL}/acme`, run_id: '5151' });

    // A job without id-token: write gets neither variable, and its runtime token is refused.
    const plain = (await (await bind('svc_workflow_no_id_token')).json()) as { env: Record<string, string> };
    expect(plain.env).not.toHaveProperty('ACTIONS_ID_TOKEN_REQUEST_TOKEN');
    expect(plain.env).not.toHaveProperty('ACTIONS_ID_TOKEN_REQUEST_URL');
    const refused = await tokenRequest('', `Bearer ${plain.env.ACTIONS_RUNTIME_TOKEN}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/id-token: write/);
    // A runtime token of another emulator (or a forged one) is bad credentials.
    const forged = `${env.ACTIONS_RUNTIME_TOKEN.slice(0, -4)}AAAA`;
    expect((await tokenRequest('', `Bearer ${forged}`)).status).toBe(401);
  });

  it('400 without the api-version the request URL carries', async () => {
    const res = await fetch(`${emu.origin}/_oidc/token`, {
      headers: { authorization: 'Bearer svc_workflow_webapp' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/api-version/);
  });

  it('400 for an empty audience', async () => {
    const res = await tokenRequest('&audience=', 'Bearer svc_workflow_webapp');
    expect(res.status).toBe(400);
  });
});

describe('verifyIdToken', () => {
  const expected = () => ({ audience: defaultAudience(emu.ctx, 'acme'), repository: 'acme/webapp' });
  const reason = (token: string, exp = expected()) =>
    verifyIdToken(emu.ctx, token, exp).then(
      () => 'accepted',
      (err: unknown) => (err instanceof OidcError ? `${err.reason}: ${err.message}` : `other: ${err}`),
    );

  it('accepts its own token for the right repository (case-insensitively) and audience', async () => {
    const token = await coreIdToken('svc_workflow_webapp');
    expect(await reason(token, { ...expected(), repository: 'ACME/WebApp' })).toBe('accepted');
  });

  it('refuses a wrong audience, a wrong repository, an expired token, a foreign signature, junk', async () => {
    const token = await coreIdToken('svc_workflow_webapp');
    expect(await reason(token, { ...expected(), audience: 'https://elsewhere.example' })).toMatch(
      /^audience: .*elsewhere/,
    );
    expect(await reason(token, { ...expected(), repository: 'octocat/hello-world' })).toMatch(
      /^repository: the OIDC token was issued for repository acme\/webapp, not octocat\/hello-world/,
    );

    const issuer = await issuerFor(emu.ctx);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await issuer.sign({
      aud: defaultAudience(emu.ctx, 'acme'),
      sub: 'repo:acme/webapp:ref:refs/heads/main',
      repository: 'acme/webapp',
      iat: past,
      nbf: past,
      exp: past + 300,
    });
    expect(await reason(expired)).toMatch(/^expired: /);

    // Same claims and kid, signed with another key: the signature must not verify.
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      repository: 'acme/webapp',
      sub: 'repo:acme/webapp:ref:refs/heads/main',
      jti: 'x',
    })
      .setProtectedHeader({ alg: 'RS256', kid: issuer.kid })
      .setIssuer(emu.origin)
      .setAudience(defaultAudience(emu.ctx, 'acme'))
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    expect(await reason(forged)).toMatch(/^signature: .*\/\.well-known\/jwks/);

    const unsigned = new UnsecuredJWT({ repository: 'acme/webapp' }).setIssuer(emu.origin).encode();
    expect(await reason(unsigned)).toMatch(/^malformed: /);
    expect(await reason('not.a.jwt')).toMatch(/^malformed: /);

    const otherIssuer = await issuer.sign({
      aud: defaultAudience(emu.ctx, 'acme'),
      repository: 'acme/webapp',
      sub: 's',
      iss: 'https://token.example',
    });
    expect(await reason(otherIssuer)).toMatch(/^issuer: /);
  });

  it('accepts exactly the tokens jose accepts (its direct node:crypto path included), whatever is changed', async () => {
    const issuer = await issuerFor(emu.ctx);
    const aud = defaultAudience(emu.ctx, 'acme');
    const now = Math.floor(Date.now() / 1000);
    const claims = { aud, sub: 's', repository: 'acme/webapp' };
    const valid = await issuer.sign(claims);
    const [h, p, sig] = valid.split('.');
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>;
    const variants: Record<string, string> = {
      valid,
      'audience among several': await issuer.sign({
        ...claims,
        aud: ['https://other.example', aud] as never,
      }),
      'nbf just inside the tolerance': await issuer.sign({ ...claims, nbf: now + 3 }),
      'nbf in the future': await issuer.sign({ ...claims, nbf: now + 60 }),
      'exp just past, inside the tolerance': await issuer.sign({ ...claims, exp: now - 2 }),
      'iat not a number': await issuer.sign({ ...claims, iat: 'today' as never }),
      'no jti': await issuer.sign({ ...claims, jti: undefined }),
      'signature with a character more': `${h}.${p}.${sig}A`,
      'signature with padding': `${h}.${p}.${sig}==`,
      'payload changed, not signed again': `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'x' })}.${sig}`,
      'header without kid': `${b64({ ...header, kid: undefined })}.${p}.${sig}`,
      'header with crit': `${b64({ ...header, crit: ['exp'] })}.${p}.${sig}`,
      'four parts': `${valid}.x`,
    };
    const keys = createLocalJWKSet(issuer.jwks());
    for (const [name, token] of Object.entries(variants)) {
      const jose = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: emu.origin,
        audience: aud,
        requiredClaims: ['exp', 'iat', 'nbf', 'sub', 'jti', 'repository'],
        clockTolerance: 5,
      }).then(
        () => 'accepted',
        () => 'refused',
      );
      const ours = await verifyIdToken(emu.ctx, token, expected()).then(
        () => 'accepted',
        () => 'refused',
      );
      expect(`${name}: ${ours}`).toBe(`${name}: ${jose}`);
    }
  });
});
