import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSiteServer } from '@/server/site-server';
import { parseTrustedProxies } from '@/lib/client-address';
import { httpGet } from '../helpers/http-get';
import { keyOf, lifetimeOf } from '@/server/stages/response-cache';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import nodePath from 'node:path';
import { bumpProxyEpoch } from '@/lib/cache';
import { applyExpirations } from '@/lib/cache-sync';
import IsrCacheHandler from '@/server/isr-cache-handler';

/**
 * server/stages/response-cache.ts inside the real server layer (createSiteServer with compression),
 * in front of a stand-in for Next.js that answers as Next does for a page from its cache, and counts
 * what reaches it: an answer from a copy never does.
 */
let version = 1;
let calls: string[] = [];
/** Per path: what the stand-in answers instead of a plain cache hit. */
let overrides: Record<string, (res: ServerResponse) => void> = {};
let hold: Promise<void> | null = null;
const pageOf = (n: number) =>
  `<!doctype html><html lang="de"><body><h1>Version ${n}</h1>${'<p>Museumsdorf</p>'.repeat(400)}</body></html>`;

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  calls.push(`${req.method} ${req.url}`);
  // The page as it was when the request came in (a render reads its data first).
  const page = pageOf(version);
  if (hold) await hold;
  res.setHeader('x-powered-by', 'Next.js');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
  const override = overrides[(req.url ?? '').split('?')[0]];
  if (override) return override(res);
  res.setHeader('content-length', Buffer.byteLength(page));
  res.end(req.method === 'HEAD' ? undefined : page);
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET', target: Server = server) =>
  httpGet(target, path, headers, method);

let clock = 1_000_000;
const silent = {
  child: () => silent,
  info: () => undefined,
  debug: () => undefined,
  error: () => undefined,
  warn: () => undefined,
} as never;
const start = (options: { maxBytes: number; maxSeconds: number }) => {
  const site = createSiteServer(fakeNext, {
    trusted: parseTrustedProxies(''),
    port: 1,
    compress: true,
    log: silent,
    responseCache: { ...options, now: () => clock },
  });
  return new Promise<Server>((resolve) => site.listen(0, '127.0.0.1', () => resolve(site)));
};
const stop = (site: Server) => new Promise<void>((resolve) => site.close(() => resolve()));

let server: Server;
beforeAll(async () => {
  server = await start({ maxBytes: 32 * 1024 * 1024, maxSeconds: 10 });
});
afterAll(() => stop(server));
beforeEach(() => {
  version = 1;
  calls = [];
  overrides = {};
  hold = null;
  clock += 3_600_000;
  bumpProxyEpoch();
});

const BR = { 'accept-encoding': 'gzip, br' };

describe('response cache: hits', () => {
  it('answers the repeated anonymous request from its copy, with its own request id', async () => {
    const first = await get('/de/besuch', BR);
    const second = await get('/de/besuch', BR);
    expect(calls).toEqual(['GET /de/besuch']);
    expect(second.status).toBe(200);
    expect(second.text).toBe(pageOf(1));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['x-museum-cache']).toBe('HIT');
    expect(first.headers['x-museum-cache']).toBeUndefined();
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'x-nextjs-cache', 'content-length'])
      expect(second.headers[name]).toBe(first.headers[name]);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers.date).toBeTruthy();
  });

  it('keeps one copy per encoding and per query; HEAD and If-None-Match are answered from it', async () => {
    await get('/en/visit', BR);
    const plain = await get('/en/visit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get('/en/visit', { 'accept-encoding': 'gzip' });
    await get('/en/visit?x=1', BR);
    expect(calls).toHaveLength(4);
    const again = [
      await get('/en/visit', BR),
      await get('/en/visit'),
      await get('/en/visit', { 'accept-encoding': 'gzip' }),
      await get('/en/visit?x=1', BR),
    ];
    expect(calls).toHaveLength(4);
    expect(again.map((a) => a.headers['content-encoding'])).toEqual(['br', undefined, 'gzip', 'br']);
    expect(again.every((a) => a.text === pageOf(1))).toBe(true);
    const head = await get('/en/visit', BR, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(again[0].headers['content-length']);
    const notModified = await get('/en/visit', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.length).toBe(0);
    expect(calls).toHaveLength(4);
  });

  it('serves requests whose cookies only the browser reads (consent, cart badge, dismissed alert)', async () => {
    await get('/de/besuch', BR);
    const withCookies = await get('/de/besuch', {
      ...BR,
      cookie: 'cookie_consent=%7B%7D; cart_count=2; top-alert-noeku=4',
    });
    expect(withCookies.headers['x-museum-cache']).toBe('HIT');
    expect(calls).toHaveLength(1);
  });
});

describe('response cache: what goes to Next', () => {
  const bypassing: [string, string, Record<string, string>, string?][] = [
    ['a staff session', '/de/besuch', { cookie: 'cookie_consent=1; sessionid=abc' }],
    ['draft mode', '/de/besuch', { cookie: '__prerender_bypass=1' }],
    ['a visitor account', '/de/besuch', { cookie: 'visitor_session=x' }],
    ['an unknown cookie', '/de/besuch', { cookie: '_pk_id=1' }],
    ['the language cookie', '/de/besuch', { cookie: 'i18n_redirected=en' }],
    ['an RSC request', '/de/besuch', { rsc: '1' }],
    ['a router state tree', '/de/besuch', { 'next-router-state-tree': '%5B%5D' }],
    ['a prefetch', '/de/besuch', { 'next-router-prefetch': '1' }],
    ['a browser prefetch', '/de/besuch', { 'sec-purpose': 'prefetch;prerender' }],
    ['a server action', '/de/besuch', { 'next-action': 'abc' }],
    ['an _rsc query', '/de/besuch?_rsc=1x2', {}],
    ['Next’s revalidation request', '/de/besuch', { 'x-prerender-revalidate': 'secret' }],
    ['a range', '/de/besuch', { range: 'bytes=0-10' }],
    ['an API path', '/de/api/events', {}],
    ['an unprefixed path', '/webshop', {}],
    ['a POST', '/de/besuch', {}, 'POST'],
  ];
  it.each(bypassing)('%s', async (_label, path, headers, method = 'GET') => {
    // The plain request's copy exists, and is not used for this one.
    await get('/de/besuch', BR);
    await get('/de/besuch', BR);
    calls = [];
    await get(path, { ...BR, ...headers }, method);
    await get(path, { ...BR, ...headers }, method);
    expect(calls).toHaveLength(2);
  });

  const notKept: [string, (res: ServerResponse) => void][] = [
    [
      'an answer with Set-Cookie',
      (res) => (res.setHeader('set-cookie', 'a=1'), res.setHeader('content-length', 5), res.end('hello')),
    ],
    ['a 404', (res) => ((res.statusCode = 404), res.setHeader('content-length', 5), res.end('hello'))],
    ['a 500', (res) => ((res.statusCode = 500), res.setHeader('content-length', 5), res.end('hello'))],
    [
      'an answer without s-maxage',
      (res) => (
        res.setHeader('cache-control', 'public, max-age=60'),
        res.setHeader('content-length', 5),
        res.end('hello')
      ),
    ],
    [
      'a private answer',
      (res) => (
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate'),
        res.setHeader('content-length', 5),
        res.end('hello')
      ),
    ],
    [
      'a fresh render (MISS)',
      (res) => (res.setHeader('x-nextjs-cache', 'MISS'), res.setHeader('content-length', 5), res.end('hello')),
    ],
    [
      'a stale page being re-rendered',
      (res) => (res.setHeader('x-nextjs-cache', 'STALE'), res.setHeader('content-length', 5), res.end('hello')),
    ],
    [
      'a streamed page',
      (res) => (res.removeHeader('x-nextjs-cache'), res.write('<html>'), setTimeout(() => res.end('</html>'), 5)),
    ],
    ['a redirect', (res) => (res.writeHead(308, { location: '/de/x', 'content-length': 0 }), res.end())],
  ];
  it.each(notKept)('keeps no copy of %s', async (_label, answer) => {
    overrides['/de/odd'] = answer;
    await get('/de/odd', BR);
    await get('/de/odd', BR);
    expect(calls).toHaveLength(2);
  });

  it('decides by the rules shown (unit)', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, headers, method }) as unknown as IncomingMessage;
    expect(keyOf(req('/de/x', { 'accept-encoding': 'br' }))).toBe('br /de/x');
    expect(keyOf(req('/cs'))).toBe('identity /cs');
    expect(keyOf(req('/de/logo.png'))).toBeNull();
    expect(keyOf(req('/_next/static/x.js'))).toBeNull();
    expect(keyOf(req('/de/x', {}, 'DELETE'))).toBeNull();
    expect(lifetimeOf({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=1' }, 10)).toBe(
      10,
    );
    expect(lifetimeOf({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3' }, 10)).toBe(3);
    expect(lifetimeOf({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=0' }, 10)).toBe(0);
    expect(lifetimeOf({ 'x-nextjs-cache': 'HIT', 'cache-control': 'private, s-maxage=60' }, 10)).toBe(0);
  });
});

describe('response cache: freshness', () => {
  it('lives at most min(s-maxage, the cap)', async () => {
    await get('/de/a', BR);
    clock += 9_900;
    expect((await get('/de/a', BR)).headers['x-museum-cache']).toBe('HIT');
    clock += 200;
    expect((await get('/de/a', BR)).headers['x-museum-cache']).toBeUndefined();
    expect(calls).toHaveLength(2);
    overrides['/de/b'] = (res) => {
      const page = pageOf(version);
      res.setHeader('cache-control', 's-maxage=2, stale-while-revalidate=31535940');
      res.setHeader('content-length', Buffer.byteLength(page));
      res.end(page);
    };
    await get('/de/b', BR);
    clock += 1_900;
    expect((await get('/de/b', BR)).headers['x-museum-cache']).toBe('HIT');
    clock += 200;
    expect((await get('/de/b', BR)).headers['x-museum-cache']).toBeUndefined();
  });

  it('drops every copy when any cache tag expires here (invalidate) or through the global hook', async () => {
    await get('/de/a', BR);
    version = 2;
    expect((await get('/de/a', BR)).text).toContain('Version 1');
    // lib/cache.ts invalidate() and every tag notification from another instance bump the epoch.
    bumpProxyEpoch();
    const after = await get('/de/a', BR);
    expect(after.text).toContain('Version 2');
    expect(after.headers['x-museum-cache']).toBeUndefined();
    version = 3;
    expect((await get('/de/a', BR)).text).toContain('Version 2');
    // The cache handler's revalidateTag (server/isr-cache-handler.ts) calls the hook directly.
    (globalThis as { __museumDropResponseCaches?: () => void }).__museumDropResponseCaches?.();
    expect((await get('/de/a', BR)).text).toContain('Version 3');
  });

  it('drops them on another instance’s tag notification and on the cache handler’s revalidateTag', async () => {
    await get('/de/a', BR);
    version = 2;
    // lib/cache-sync.ts: a notification naming a tag expired later than known.
    applyExpirations(new Map(), [['page:7', Date.now()]]);
    expect((await get('/de/a', BR)).text).toContain('Version 2');
    version = 3;
    expect((await get('/de/a', BR)).text).toContain('Version 2');
    // server/isr-cache-handler.ts, after Next's own entries are expired (local writes).
    const require = createRequire(import.meta.url);
    const Handler = IsrCacheHandler as unknown as new (ctx: Record<string, unknown>) => {
      revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
    };
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };
    const dir = mkdtempSync(nodePath.join(os.tmpdir(), 'isr-rc-'));
    try {
      await new Handler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] }).revalidateTag(
        ['events'],
        { expire: 0 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await get('/de/a', BR)).text).toContain('Version 3');
  });

  it('keeps no copy of an answer whose request began before a drop', async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const pending = get('/de/a', BR);
    await new Promise((resolve) => setTimeout(resolve, 20));
    bumpProxyEpoch();
    version = 2;
    release();
    expect((await pending).text).toContain('Version 1');
    hold = null;
    expect((await get('/de/a', BR)).text).toContain('Version 2');
  });
});

describe('response cache: memory', () => {
  it('keeps its copies within the byte cap, least recently used out first', async () => {
    // Plain bodies (~7 KB each, headers ~0.5 KB): room for two copies, not three.
    const bytes = Buffer.byteLength(pageOf(1));
    const small = await start({ maxBytes: Math.round(2.5 * bytes), maxSeconds: 10 });
    try {
      calls = [];
      for (const path of ['/de/1', '/de/2']) await get(path, {}, 'GET', small);
      await get('/de/1', {}, 'GET', small);
      expect(calls).toHaveLength(2);
      await get('/de/3', {}, 'GET', small);
      // /de/2 was the least recently used: gone; /de/1 and /de/3 stay.
      await get('/de/1', {}, 'GET', small);
      await get('/de/3', {}, 'GET', small);
      expect(calls).toHaveLength(3);
      await get('/de/2', {}, 'GET', small);
      expect(calls).toHaveLength(4);
    } finally {
      await stop(small);
    }
  });
});
