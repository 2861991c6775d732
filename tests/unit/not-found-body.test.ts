import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createSiteServer } from '@/server/site-server';
import { parseTrustedProxies } from '@/lib/client-address';

/**
 * server/stages/not-found.ts in front of a stand-in for Next.js that, like Next 16, answers
 * notFound() with an empty error shell: document requests get the full 404 page instead.
 */
const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
let bodyRequests = 0;

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/en/not-found-body') {
    bodyRequests++;
    const ok = req.headers['x-museum-not-found-body'] === process.env.MUSEUM_NOT_FOUND_TOKEN;
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/html' });
    res.end(ok ? '<html lang="en"><header></header><main><h1>Not found</h1></main><footer></footer></html>' : SHELL);
    return;
  }
  // A language whose 404 body cannot be had, answered compressed as Next answers.
  if (path === '/cs/not-found-body') {
    res.writeHead(500).end();
    return;
  }
  if (path.startsWith('/cs/')) {
    res.writeHead(404, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(SHELL));
    return;
  }
  res.statusCode = 404;
  res.setHeader('content-type', path.startsWith('/api/') ? 'application/json' : 'text/html');
  res.setHeader('content-security-policy', "default-src 'self'");
  res.write(path.startsWith('/api/') ? '{"detail":' : SHELL.slice(0, 20));
  res.end(path.startsWith('/api/') ? '"Not found"}' : SHELL.slice(20));
}

let server: Server;
let port: number;

beforeAll(async () => {
  // The server asks itself on the port Next was told: find a free one first.
  port = await new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  server = createSiteServer(fakeNext, { trusted: parseTrustedProxies(''), port, fullNotFound: true });
  await new Promise<void>((resolve) => server.listen(port, resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init: RequestInit = {}) => fetch(`http://localhost:${port}${path}`, init);

describe('404 page answers (server/stages/not-found.ts)', () => {
  it('sends the full 404 page in the path language instead of the empty shell, keeping security headers', async () => {
    const res = await get('/en/missing/page?x=1');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main><h1>Not found</h1></main>');
    expect(html).not.toContain('__next_error__');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('cache-control')).toContain('no-store');
    // Kept for a while: a second 404 does not ask again.
    const before = bodyRequests;
    await (await get('/en/other-missing')).text();
    expect(bodyRequests).toBe(before);
  });

  it('leaves client navigations (RSC), APIs and HEAD bodies alone', async () => {
    const rsc = await get('/en/missing', { headers: { rsc: '1' } });
    expect(rsc.status).toBe(404);
    expect(await rsc.text()).toBe(SHELL);
    const api = await get('/api/nothing/');
    expect(await api.json()).toEqual({ detail: 'Not found' });
    const head = await get('/en/missing', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('without the 404 body still answers a plain page, not declared as compressed any more', async () => {
    const res = await get('/cs/chybi', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('<html lang="cs"><head><meta charset="utf-8"><title>404</title>');
  });

  it('refuses the 404 body to requests without the token', async () => {
    const res = await get('/en/not-found-body', { headers: { 'x-museum-not-found-body': 'guess' } });
    expect(res.status).toBe(404);
  });
});
