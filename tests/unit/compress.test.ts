import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createVariantCache, preferredEncoding } from '@/server/stages/compressed-copies';
import { compress } from '@/server/stages/compression';
import { runStages, type Stage } from '@/server/pipeline';
import { createSiteServer } from '@/server/site-server';
import { parseTrustedProxies } from '@/lib/client-address';
import { httpGet } from '../helpers/http-get';

/**
 * server/stages/compression.ts in front of a stand-in for Next.js that answers as Next does: a cached
 * page in one piece with its length and s-maxage, a page streamed in parts, a private answer.
 */
let page = '';
const pageOf = (n: number) =>
  `<!doctype html><html lang="de"><body><h1>Version ${n}</h1>${'<p>Museumsdorf</p>'.repeat(400)}</body></html>`;

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/streamed') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(page.slice(0, 1000));
    setTimeout(() => res.end(page.slice(1000)), 5);
    return;
  }
  if (req.url === '/tiny') {
    res.setHeader('content-type', 'text/plain');
    res.setHeader('content-length', '2');
    res.end('ok');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader(
    'cache-control',
    req.url === '/account' ? 'private, no-store' : 's-maxage=60, stale-while-revalidate=31535940',
  );
  res.setHeader('vary', 'rsc, Accept-Encoding');
  res.setHeader('content-length', Buffer.byteLength(page));
  if (req.url === '/in-parts') {
    // Like a static file: the length first, the body in several writes.
    res.write(page.slice(0, 500));
    res.write(Buffer.from(page.slice(500, 2000)));
    res.end(page.slice(2000));
    return;
  }
  res.end(req.method === 'HEAD' ? undefined : page);
}

const get = (server: Server, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  httpGet(server, path, headers, method);

const made: string[] = [];
const cache = createVariantCache({
  compress: async (body, encoding) => {
    made.push(encoding);
    const zlib = await import('node:zlib');
    return encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
  },
});
// The compression stage alone in front of the stand-in.
const stages: Stage[] = [compress({ cache }), { name: 'next', enter: (req, res) => (fakeNext(req, res), 'answered') }];
const server = createServer((req, res) => runStages(stages, req, res));

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  page = pageOf(1);
  made.length = 0;
});

describe('compressed copies of cacheable answers', () => {
  it('compresses a body once per encoding and serves the kept copy after that', async () => {
    const first = await get(server, '/de', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const second = await get(server, '/de', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.text).toBe(page);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.raw.length).toBeLessThan(Buffer.byteLength(page) / 5);
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(made).toEqual(['br']);
    const gzip = await get(server, '/de', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(page);
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
    expect(made).toEqual(['br', 'gzip']);
  });

  it('never serves the copy of an old body once the page was revalidated', async () => {
    const before = await get(server, '/de', { 'accept-encoding': 'br' });
    expect(before.text).toContain('Version 1');
    page = pageOf(2);
    const after = await get(server, '/de', { 'accept-encoding': 'br' });
    expect(after.text).toBe(page);
    expect(after.text).toContain('Version 2');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The client's copy of version 1 is no longer current: the full new page, not 304.
    const revalidated = await get(server, '/de', {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toContain('Version 2');
  });

  it('answers 304 without a body to a client that has the current copy', async () => {
    const first = await get(server, '/de', { 'accept-encoding': 'br' });
    const again = await get(server, '/de', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The gzip copy's tag is another one: a cache holding the br body must not reuse it for gzip.
    const gzip = await get(server, '/de', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('follows Accept-Encoding: q=0 refuses, none means the plain body (still marked Vary)', async () => {
    const noBrotli = await get(server, '/de', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await get(server, '/de');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const identity = await get(server, '/de', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(page);
  });

  it('gathers a body written in parts before compressing it', async () => {
    const answer = await get(server, '/in-parts', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text).toBe(page);
  });

  it('keeps no copy of private, streamed or small answers, and leaves HEAD without a body', async () => {
    // Compressed per request as they stream: brotli where the client takes it, else gzip.
    const account = await get(server, '/account', { 'accept-encoding': 'gzip, br' });
    expect(account.headers['content-encoding']).toBe('br');
    expect(account.text).toBe(page);
    const streamed = await get(server, '/streamed', { 'accept-encoding': 'gzip, br' });
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(streamed.text).toBe(page);
    const streamedGzip = await get(server, '/streamed', { 'accept-encoding': 'gzip' });
    expect(streamedGzip.headers['content-encoding']).toBe('gzip');
    expect(streamedGzip.text).toBe(page);
    const tiny = await get(server, '/tiny', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe('ok');
    const head = await get(server, '/de', { 'accept-encoding': 'gzip, br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(made).toEqual([]);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createVariantCache', () => {
  it('compresses once for concurrent requests and drops the least recently used copies beyond its size', async () => {
    let calls = 0;
    const small = createVariantCache({ maxBytes: 250, compress: async (body) => (calls++, body.subarray(0, 100)) });
    const body = Buffer.alloc(1000, 'a');
    await Promise.all([small.make('br:a', body, 'br'), small.make('br:a', body, 'br')]);
    expect(calls).toBe(1);
    await small.make('br:b', body, 'br');
    expect(small.peek('br:a')).toBeDefined();
    await small.make('br:c', body, 'br');
    expect(small.stats()).toEqual({ entries: 2, bytes: 200 });
    expect(small.peek('br:b')).toBeUndefined();
    expect(small.peek('br:a')).toBeDefined();
  });
});

describe('createSiteServer with compress', () => {
  it('compresses the answers of the production server', async () => {
    const site = createSiteServer(fakeNext, { trusted: parseTrustedProxies(''), port: 3999, compress: true });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await get(site, '/de', { 'accept-encoding': 'gzip, br' });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.text).toBe(page);
      expect(answer.headers['x-request-id']).toBeTruthy();
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
