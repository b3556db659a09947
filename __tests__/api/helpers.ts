/**
 * What the client tests share: real servers on loopback (a tiny node:http server for odd answers and other
 * origins, a recording proxy in front of the emulator), a clock the test controls, a logger that keeps every
 * line, and an SSH public key the emulator accepts.
 */
import { ed25519SshKey } from '../support/ed25519.js';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock, Logger } from '../../src/api/index.js';

export interface Recorded {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  origin: string;
  requests: Recorded[];
  close(): Promise<void>;
}

type Handler = (req: Recorded, res: ServerResponse, raw: IncomingMessage) => unknown;

/** A node:http server on a free loopback port that records every request and answers with `handler`. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(rec);
      Promise.resolve(handler(rec, res, req)).catch((err: Error) => {
        res.writeHead(599).end(String(err.message));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(text);
}

/**
 * A proxy in front of `target` (an origin) that records each request as the client sent it (headers and body)
 * and passes the answer back, with the target's origin in Link headers replaced by its own.
 */
export async function recordingProxy(target: string): Promise<TestServer> {
  let self = '';
  const proxy = await startServer(
    (req, res) =>
      new Promise<void>((resolve) => {
        const up = httpRequest(
          `${target}${req.url}`,
          { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () => {
              const headers = { ...answer.headers };
              if (typeof headers.link === 'string') headers.link = headers.link.split(target).join(self);
              res.writeHead(answer.statusCode!, headers).end(Buffer.concat(chunks));
              resolve();
            });
          },
        );
        up.on('error', () => {
          res.destroy();
          resolve();
        });
        up.end(req.body);
      }),
  );
  self = proxy.origin;
  return proxy;
}

/** A clock that only moves when the client sleeps: `slept` lists every wait. */
export function fakeClock(
  start = Date.now(),
): Clock & { slept: number[]; time: number; onSleep?: (ms: number) => Promise<void> | void } {
  const clock = {
    time: start,
    slept: [] as number[],
    onSleep: undefined as ((ms: number) => Promise<void> | void) | undefined,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.time += ms;
      await clock.onSleep?.(ms);
    },
  };
  return clock;
}

/** A logger that keeps every line, with its level. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: (m) => lines.push(`debug: ${m}`),
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
  };
}

/** A fresh Ed25519 public key in OpenSSH format ("ssh-ed25519 AAAA... comment"). */
export function sshPublicKey(comment = 'test@example.com'): string {
  return ed25519SshKey(comment);
}

/** Every string reachable from an error: message, stack, fields, cause, and what util.inspect shows. */
export async function errorText(err: unknown): Promise<string> {
  const { inspect } = await import('node:util');
  return [
    String(err),
    (err as Error)?.stack ?? '',
    JSON.stringify(err),
    inspect(err, { depth: 10, showHidden: true }),
  ].join('\n');
}

/** Pieces of the secrets found in a text: whole secrets, and any 16-character run of one. */
export function leaks(text: string, secrets: readonly string[]): string[] {
  const found = new Set<string>();
  for (const s of secrets) {
    if (text.includes(s)) found.add(s);
    for (let i = 0; i + 16 <= s.length; i++) {
      const piece = s.slice(i, i + 16);
      if (text.includes(piece)) found.add(piece);
    }
  }
  return [...found];
}
