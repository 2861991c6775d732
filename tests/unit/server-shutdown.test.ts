import { afterEach, describe, expect, it } from 'vitest';
import { Agent, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createLogger } from '@/lib/log';
import { createSiteServer } from '@/server/site-server';
import { parseTrustedProxies } from '@/lib/client-address';
import { createShutdown } from '@/server/shutdown';
import { connectionResult } from '../helpers/connect-result';

/**
 * The production server's shutdown (server/shutdown.ts) and access log on a real HTTP
 * server over loopback, with a stand-in for Next.js whose /slow answers only when the test says so.
 */
type Entry = Record<string, unknown> & { msg: string };

function capture() {
  const entries: Entry[] = [];
  const log = createLogger({
    format: 'json',
    level: 'info',
    destination: { write: (line: string) => entries.push(JSON.parse(line)) },
  });
  return { log, entries };
}

let release: (() => void) | undefined;
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/slow') {
    release = () => res.end('slow done');
    return;
  }
  if (req.url === '/hang') return;
  res.end(`fast ${req.url}`);
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
  release = undefined;
  globalThis.__museumDraining = undefined;
});

async function start(options: { timeoutMs?: number } = {}) {
  const { log, entries } = capture();
  const server = createSiteServer(fakeNext, { trusted: parseTrustedProxies(''), port: 3999, log });
  servers.push(server);
  const steps: string[] = [];
  let exitCode: number | undefined;
  let exited!: () => void;
  const exit = new Promise<void>((resolve) => (exited = resolve));
  const shutdown = createShutdown(server, {
    timeoutMs: options.timeoutMs ?? 5000,
    log,
    app: () => ({
      stopBackground: async () => void steps.push('stop background'),
      close: async () => void steps.push('close database'),
    }),
    exit: (code) => {
      exitCode = code;
      exited();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, entries, steps, shutdown, exit, exitCode: () => exitCode };
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };
function get(
  port: number,
  path: string,
  options: { agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: options.agent, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One kept-alive connection, written by hand: Node's Agent drops a socket the server says it keeps for 1 s or less. */
async function keptAlive(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let buffer = '';
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk) => {
    buffer += chunk;
    waiting?.();
  });
  const complete = () => {
    const end = buffer.indexOf('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(buffer)?.[1] ?? NaN);
    return end >= 0 && buffer.length >= end + 4 + length;
  };
  return {
    closed,
    async get(path: string) {
      buffer = '';
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      while (!complete()) await new Promise<void>((resolve) => (waiting = resolve));
      return buffer;
    },
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access log', () => {
  it('writes one line per request: method, path without query, status, duration, request id; no cookies or addresses', async () => {
    const { port, entries } = await start();
    const res = await get(port, '/de/search?q=my+name&email=a@b.example', {
      headers: { cookie: 'sessionid=secret', 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(res.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    await tick(20);
    const line = entries.find((e) => e.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      component: 'http',
      method: 'GET',
      path: '/de/search',
      status: 200,
      request_id: 'nginx-0123456789abcdef',
    });
    expect(typeof line?.duration_ms).toBe('number');
    expect(typeof line?.time).toBe('string');
    const text = JSON.stringify(entries);
    expect(text).not.toContain('my+name');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('127.0.0.1');
  });

  it('logs successful health probes and the scheduler polls of this process only at debug level', async () => {
    const { port, entries } = await start();
    await get(port, '/api/health');
    await get(port, '/pageeditor-api/schedules/run', { headers: { 'x-scheduler-token': 'abc' } });
    await get(port, '/de');
    await tick(20);
    expect(entries.filter((e) => e.msg === 'request').map((e) => e.path)).toEqual(['/de']);
  });

  it('makes a request id when none (or a malformed one) comes, and logs early answers too', async () => {
    const { port, entries } = await start();
    const res = await get(port, '/x', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('TRACE /de HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      socket.on('data', () => undefined);
      socket.on('close', () => resolve());
    });
    await tick(20);
    expect(entries.filter((e) => e.msg === 'request').map((e) => `${e.method} ${e.status}`)).toEqual([
      'GET 200',
      'TRACE 405',
    ]);
  });
});

describe('graceful shutdown', () => {
  it('a slow request in flight completes after SIGTERM, new connections are refused, then the app closes and the process exits 0', async () => {
    const { port, entries, steps, shutdown, exit, exitCode } = await start();
    const slow = get(port, '/slow');
    await tick(50);
    expect(shutdown.inFlight()).toBe(1);

    const done = shutdown.shutdown('SIGTERM');
    await tick(50);
    expect(await connectionResult(port)).toBe('ECONNREFUSED');
    expect(globalThis.__museumDraining).toBe(true);
    // Background jobs stop at once; the database stays open while a request still runs.
    expect(steps).toEqual(['stop background']);
    expect(exitCode()).toBeUndefined();

    release?.();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'slow done' });
    expect(answer.headers.connection).toBe('close');
    await done;
    await exit;
    expect(exitCode()).toBe(0);
    expect(steps).toEqual(['stop background', 'close database']);
    expect(entries.map((e) => e.msg)).toEqual(
      expect.arrayContaining([
        'shutting down: refusing new connections, finishing requests in flight',
        'request',
        'shut down',
      ]),
    );
    expect(entries.find((e) => e.msg === 'shut down')).toMatchObject({ timed_out: false });
  });

  it('leaves an idle kept-alive connection open for a last request, answered with Connection: close, then ends', async () => {
    const { port, shutdown, exit, exitCode } = await start();
    const connection = await keptAlive(port);
    expect(await connection.get('/a')).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\nConnection: keep-alive\r\n[\s\S]*fast \/a$/i);
    const started = performance.now();
    void shutdown.shutdown('SIGTERM');
    await tick(50);
    // Cutting it now would lose a request a proxy is sending on it at this moment.
    expect(await connection.get('/b')).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\nConnection: close\r\n[\s\S]*fast \/b$/i);
    await connection.closed;
    await exit;
    expect(exitCode()).toBe(0);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('an idle kept-alive connection nobody uses ends at the keep-alive timeout', async () => {
    const { server, port, shutdown, exit } = await start();
    server.keepAliveTimeout = 300;
    const connection = await keptAlive(port);
    await connection.get('/a');
    const started = performance.now();
    void shutdown.shutdown('SIGTERM');
    await exit;
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(performance.now() - started).toBeLessThan(2000);
    await connection.closed;
  });

  it('a request in flight on a kept-alive connection is answered with Connection: close, so its client sends no more on it', async () => {
    const { port, shutdown, exit } = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, '/slow', { agent });
    await tick(50);
    void shutdown.shutdown('SIGTERM');
    await tick(20);
    release?.();
    expect((await slow).headers.connection).toBe('close');
    await exit;
    agent.destroy();
  });

  it('stops waiting after the timeout: the hanging connection is closed and the process still exits 0', async () => {
    const { port, entries, steps, shutdown, exitCode } = await start({ timeoutMs: 300 });
    const hanging = get(port, '/hang').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await tick(50);
    const started = performance.now();
    await shutdown.shutdown('SIGTERM');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
    expect(await hanging).toBe('ECONNRESET');
    expect(exitCode()).toBe(0);
    expect(steps).toEqual(['stop background', 'close database']);
    expect(entries.find((e) => e.msg.startsWith('requests still running'))).toMatchObject({
      level: 'warn',
      in_flight: 1,
    });
  });

  it('a second signal exits at once with 1', async () => {
    const { port, shutdown, exitCode } = await start();
    void get(port, '/hang').catch(() => undefined);
    await tick(50);
    void shutdown.shutdown('SIGINT');
    await tick(20);
    await shutdown.shutdown('SIGINT');
    expect(exitCode()).toBe(1);
  });
});
