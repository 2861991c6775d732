import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { compress } from './compression';
import { streamEncoding } from './streamed-compression';

const page = `<!doctype html><html><body>${'<p>Museumsdorf</p>'.repeat(300)}</body></html>`;

let site: Awaited<ReturnType<typeof serveStages>>;
beforeAll(async () => {
  site = await serveStages([
    compress(),
    fakeNext((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (req.url === '/streamed') {
        res.flushHeaders();
        res.write(page.slice(0, 2000));
        return void setTimeout(() => res.end(page.slice(2000)), 5);
      }
      if (req.url === '/json') {
        // A route handler's answer: no Content-Length, a short body in two writes.
        res.setHeader('content-type', 'application/json');
        res.write('{"tickets_quantity":3,');
        return void res.end('"cart_url":"/de/webshop/cart"}');
      }
      if (req.url === '/flushed') {
        // A short first part flushed before a pause (a page streaming past a Suspense boundary).
        res.write('<!doctype html><title>Programm</title>');
        (res as typeof res & { flush(): void }).flush();
        return void setTimeout(() => res.end(page), 50);
      }
      if (req.url === '/no-transform') res.setHeader('cache-control', 'no-transform');
      else res.setHeader('cache-control', 's-maxage=60');
      res.setHeader('content-length', Buffer.byteLength(page));
      res.end(page);
    }),
  ]);
});
afterAll(() => site.close());

describe('compression', () => {
  it('sends a kept answer’s compressed copy with its ETag, and 304 for that ETag', async () => {
    const first = await site.get('/de', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toBe(page);
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const again = await site.get('/de', { 'accept-encoding': 'gzip, br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('compresses a streamed answer as it goes, and leaves a no-transform answer alone', async () => {
    const streamed = await site.get('/streamed', { 'accept-encoding': 'gzip' });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers.vary).toBe('Accept-Encoding');
    expect(streamed.text).toBe(page);
    const plain = await site.get('/no-transform', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(page);
  });

  it('sends a short answer of unknown length whole and uncompressed, with its Content-Length', async () => {
    const small = await site.get('/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['transfer-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String(small.text.length));
    expect(JSON.parse(small.text)).toEqual({ tickets_quantity: 3, cart_url: '/de/webshop/cart' });
  });

  it('lets a flushed short start go out compressed at once, the rest following', async () => {
    const flushed = await site.get('/flushed', { 'accept-encoding': 'br' });
    expect(flushed.headers['content-encoding']).toBe('br');
    expect(flushed.text).toBe(`<!doctype html><title>Programm</title>${page}`);
  });

  it('picks the streamed coding as the compression middleware negotiates it', () => {
    expect(streamEncoding('gzip, deflate, br')).toBe('br');
    expect(streamEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(streamEncoding('deflate')).toBe('deflate');
    expect(streamEncoding('identity')).toBeNull();
    expect(streamEncoding('gzip;q=0.5, identity')).toBeNull();
    expect(streamEncoding('*')).toBe('br');
    expect(streamEncoding(undefined)).toBeNull();
  });
});
