import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createSiteServer } from '@/server/site-server';
import { isTrusted, parseTrustedProxies } from '@/lib/client-address';

/**
 * The production server's own layer (server/) in front of a stand-in for Next.js that
 * echoes what it was given: real HTTP over loopback, so the peer address is a real socket's.
 */
const seen: string[] = [];
const NEXT_PORT = 3999;
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seen.push(`${req.method} ${req.url}`);
  if (req.url?.startsWith('/go/')) {
    // Like Next.js: redirects name its own address, which a browser behind a proxy cannot reach.
    res.statusCode = 303;
    const inner = `http://localhost:${NEXT_PORT}/de/forms/kontakt/2/thanks?x=1`;
    // Like Next.js 16 on a first ISR redirect (next.js issue 82117): the same Location twice.
    res.setHeader(
      'location',
      req.url === '/go/inner' ? inner : req.url === '/go/twice' ? [inner, inner] : 'https://www.example.org/elsewhere',
    );
    res.end();
    return;
  }
  if (req.url === '/cut') {
    // Like Next.js after proxy.ts ran on a request with a body (body-streams.js replaceRequestBody):
    // the request takes over every property of Next's copy of the body, listener table included;
    // then the client hangs up and Node destroys the request with "aborted".
    const copy = new Readable({ read() {} });
    const target = req as unknown as Record<string, unknown>;
    for (const key in copy) {
      const value = (copy as unknown as Record<string, unknown>)[key];
      target[key] = typeof value === 'function' ? value.bind(req) : value;
    }
    res.end('answered');
    setImmediate(() => req.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    return;
  }
  if (req.url === '/go-head') {
    res.writeHead(307, { Location: `http://localhost:${NEXT_PORT}/de` });
    res.end();
    return;
  }
  if (req.url?.includes('/boom')) {
    // Like Next.js: status and headers first, the error page streamed in pieces.
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html');
    res.setHeader('x-nextjs-cache', 'MISS');
    res.write('<html>Internal error');
    res.end(' page</html>');
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      xff: req.headers['x-forwarded-for'] ?? null,
      host: req.headers['x-forwarded-host'] ?? null,
      proto: req.headers['x-forwarded-proto'] ?? null,
      real: req.headers['x-real-ip'] ?? null,
    }),
  );
}

async function listen(trustedProxies: string) {
  const server = createSiteServer(fakeNext, { trusted: parseTrustedProxies(trustedProxies), port: NEXT_PORT });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };
function send(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request line Node's client would not send (a made-up method), written by hand. */
function raw(server: Server, line: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (c) => (text += c));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

let direct: Server;
let behindProxy: Server;
beforeAll(async () => {
  direct = await listen('10.0.0.1, 192.168.0.0/16');
  behindProxy = await listen('127.0.0.1,::1');
});
afterAll(() => {
  direct.close();
  behindProxy.close();
});
afterEach(() => {
  delete globalThis.__museumDatabaseDown;
  delete globalThis.__museumMaintenancePage;
  seen.length = 0;
});

describe('early answers: Next.js never sees these requests', () => {
  it('answers TRACE, CONNECT and WebDAV methods 405 with the allowed methods', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const res = await send(direct, method, '/de');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    expect((await send(direct, 'CONNECT', 'example.org:443')).status).toBe(405);
    expect(seen).toEqual([]);
  });

  it('answers a made-up method 400 or 405, never 500', async () => {
    const answer = await raw(direct, 'BREW /de HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 40[05] /);
    expect(seen).toEqual([]);
  });

  it('answers undecodable paths and NUL bytes 400', async () => {
    for (const path of [
      '/de/%E0%A4%A',
      '/de/events/%',
      '/de/a%00b',
      '/api/search/?q=%00',
      '/de?x=a%00',
      '/de/%0a',
      '//evil.example/',
    ]) {
      const res = await send(direct, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    expect(seen).toEqual([]);
  });

  it('passes ordinary addresses on, including encoded ones that decode', async () => {
    for (const path of ['/de', '/de/events/backen/12?page=2', '/de/suche?q=%C3%A4pfel', '/api/shop-cart/']) {
      expect((await send(direct, 'GET', path)).status, path).toBe(200);
    }
    expect(seen).toHaveLength(4);
  });
});

describe('a body the client cut off', () => {
  it('is handled on the request itself and never becomes an uncaughtException', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const res = await send(direct, 'POST', '/cut', { 'content-type': 'application/json' });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});

describe('X-Forwarded-* are believed only from TRUSTED_PROXIES', () => {
  it('replaces what a client that is not a trusted proxy wrote with its socket address', async () => {
    const res = await send(direct, 'GET', '/echo', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-real-ip': '203.0.113.9',
    });
    expect(JSON.parse(res.body)).toEqual({ xff: '127.0.0.1', host: null, proto: null, real: null });
  });

  it('keeps what a trusted proxy sent, so the client and public host come through', async () => {
    const res = await send(behindProxy, 'GET', '/echo', {
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-host': 'museum.example',
      'x-forwarded-proto': 'https',
    });
    expect(JSON.parse(res.body)).toMatchObject({ xff: '198.51.100.4', host: 'museum.example', proto: 'https' });
  });

  it('names the trusted proxy itself when it sent no X-Forwarded-For', async () => {
    expect(JSON.parse((await send(behindProxy, 'GET', '/echo')).body).xff).toBe('127.0.0.1');
  });

  it('takes an IPv4-mapped address in the list (the fault script names ::ffff:127.0.0.1) and refuses garbage', () => {
    const list = parseTrustedProxies('127.0.0.1, ::1, ::ffff:127.0.0.1, 10.0.0.0/8');
    expect([
      isTrusted(list, '::ffff:127.0.0.1'),
      isTrusted(list, '127.0.0.1'),
      isTrusted(list, '10.9.8.7'),
      isTrusted(list, '192.0.2.1'),
    ]).toEqual([true, true, true, false]);
    expect(isTrusted(parseTrustedProxies('::ffff:192.0.2.7'), '192.0.2.7')).toBe(true);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('redirects work behind a proxy', () => {
  it('turns redirects to the address of Next.js itself into paths and leaves others alone', async () => {
    expect((await send(behindProxy, 'POST', '/go/inner')).headers.location).toBe('/de/forms/kontakt/2/thanks?x=1');
    expect((await send(behindProxy, 'GET', '/go-head')).headers.location).toBe('/de');
    expect((await send(behindProxy, 'GET', '/go/outer')).headers.location).toBe('https://www.example.org/elsewhere');
    expect((await send(behindProxy, 'GET', '/go/twice')).headers.location).toBe('/de/forms/kontakt/2/thanks?x=1');
  });
});

describe('database down: failing pages become the maintenance page', () => {
  it('answers a page that fails while the database is down with the translated 503 page', async () => {
    globalThis.__museumDatabaseDown = () => true;
    globalThis.__museumMaintenancePage = (locale) => `<!doctype html><p lang="${locale}">maintenance</p>`;
    const res = await send(direct, 'GET', '/en/events/boom');
    expect(res.status).toBe(503);
    expect(res.body).toBe('<!doctype html><p lang="en">maintenance</p>');
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-nextjs-cache']).toBeUndefined();
    expect((await send(direct, 'GET', '/boom')).body).toContain('lang="de"');
  });

  it('leaves a failing page alone while the database is up, and APIs always (they answer their own 503)', async () => {
    globalThis.__museumDatabaseDown = () => false;
    globalThis.__museumMaintenancePage = () => 'maintenance';
    expect(await send(direct, 'GET', '/de/boom')).toMatchObject({
      status: 500,
      body: '<html>Internal error page</html>',
    });
    globalThis.__museumDatabaseDown = () => true;
    expect((await send(direct, 'GET', '/de/api/boom')).status).toBe(500);
    expect((await send(direct, 'GET', '/api/boom')).status).toBe(500);
    expect((await send(direct, 'GET', '/de/ok')).status).toBe(200);
  });
});

describe('search page concurrency cap', () => {
  it('answers searches beyond the per-client cap 429 at once, in the page language, and frees the slots when answers end', async () => {
    const held: ServerResponse[] = [];
    // A stand-in for a slow search render: the answer stays open until the test ends it.
    const server = createSiteServer(
      (req, res) => {
        if (req.url?.includes('q=')) held.push(res);
        else res.end('ok');
      },
      { trusted: parseTrustedProxies('127.0.0.1'), port: NEXT_PORT, searchLimits: { total: 3, perClient: 2 } },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const visitor = { 'x-forwarded-for': '203.0.113.7' };
      const first = [
        send(server, 'GET', '/de/search?q=m%C3%BChle', visitor),
        send(server, 'GET', '/de/search/events?q=brot', visitor),
      ];
      await expect.poll(() => held.length).toBe(2);
      const third = await send(server, 'GET', '/cs/search?q=mlyn', visitor);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBe('1');
      expect(third.body).toMatch(/Zkuste to prosím za chvíli znovu/);
      // Another client still gets the last free slot of the process, then the process is full.
      const other = send(server, 'GET', '/en/search?q=bread', { 'x-forwarded-for': '198.51.100.4' });
      await expect.poll(() => held.length).toBe(3);
      expect((await send(server, 'GET', '/en/search?q=mill', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
      // Other pages and a search page without a query are not counted.
      expect((await send(server, 'GET', '/de/search', visitor)).status).toBe(200);
      expect((await send(server, 'GET', '/de', visitor)).status).toBe(200);
      for (const res of held.splice(0)) res.end('results');
      await Promise.all([...first, other]);
      const again = send(server, 'GET', '/de/search?q=museum', visitor);
      await expect.poll(() => held.length).toBe(1);
      held.splice(0).forEach((res) => res.end('results'));
      expect((await again).status).toBe(200);
    } finally {
      held.forEach((res) => res.end());
      server.close();
    }
  });
});
