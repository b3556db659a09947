/**
 * Proxy per client: the proxy of each request is chosen for that request's own URL (HTTP(S)_PROXY, NO_PROXY),
 * whatever GITHUB_API_URL says. A recording proxy on loopback takes CONNECT tunnels (and absolute-form requests),
 * notes where each was going, and answers as the API itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createClient } from '../../src/api/index.js';

interface RecordingProxy {
  url: string;
  /** host:port of every tunnel or request that came through. */
  targets: string[];
  /** The Authorization header of every request that came through the tunnel. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

async function recordingProxy(): Promise<RecordingProxy> {
  const targets: string[] = [];
  const authorizations: (string | undefined)[] = [];
  // What answers inside a tunnel: the API, as far as this test needs it.
  const api = createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ property_name: 'via', value: 'proxy' }]));
  });
  const proxy: Server = createServer((req, res) => {
    targets.push(new URL(req.url!).host);
    api.emit('request', req, res);
  });
  const tunnels: Socket[] = [];
  proxy.on('connect', (req, socket: Socket) => {
    targets.push(req.url!);
    tunnels.push(socket);
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    api.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of tunnels) t.destroy();
        proxy.closeAllConnections();
        api.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

const NAMES = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'GITHUB_API_URL',
];
let saved: Record<string, string | undefined>;
let proxy: RecordingProxy;
beforeEach(async () => {
  saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
  for (const n of NAMES) delete process.env[n];
  proxy = await recordingProxy();
  process.env.HTTP_PROXY = proxy.url;
  process.env.HTTPS_PROXY = proxy.url;
  process.env.NO_PROXY = 'ghe.internal.test';
});
afterEach(async () => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  await proxy.close();
});

const repo = { owner: 'acme', repo: 'webapp' };

it('goes through the proxy for its own base URL, though GITHUB_API_URL is in NO_PROXY', async () => {
  process.env.GITHUB_API_URL = 'http://ghe.internal.test/api/v3';
  const c = createClient({ baseUrl: 'http://api.outside.test/api/v3', auth: { token: 'svc_pat_proxy' } });
  expect(await c.customProperties.getValues(repo)).toEqual([{ property_name: 'via', value: 'proxy' }]);
  expect(proxy.targets).toEqual(['api.outside.test:80']);
  expect(proxy.authorizations).toEqual(['Bearer svc_pat_proxy']);
});

it('goes direct for its own base URL in NO_PROXY, though GITHUB_API_URL is proxied', async () => {
  process.env.GITHUB_API_URL = 'http://api.outside.test/api/v3';
  const c = createClient({
    baseUrl: 'http://ghe.internal.test/api/v3',
    auth: { token: 'svc_pat_proxy' },
    retry: { retries: 0 },
    timeoutMs: 5_000,
  });
  // Direct to a name that does not resolve: a network error, and nothing reached the proxy.
  await expect(c.customProperties.getValues(repo)).rejects.toMatchObject({
    kind: expect.stringMatching(/network|timeout/),
  });
  expect(proxy.targets).toEqual([]);
});
