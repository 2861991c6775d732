import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDb } from '@/lib/db/testing';
import { chunkTags, createCacheSync, parsePayload, type TagSync } from '@/lib/cache-sync';
import { relayDatabase, type FaultProxy } from '../helpers/fault-proxy';
import IsrCacheHandler from '@/server/isr-cache-handler';

/**
 * Two listeners on one database, as two instances would have (lib/cache-sync.ts): what one publishes
 * reaches the other at once, a listener that lost its connection catches up from the table, and the
 * cache handler then treats an entry written before the expiry as a miss.
 */
const require = createRequire(import.meta.url);
type Entry = { lastModified: number; value: { kind: string; headers?: Record<string, string> } } | null;
type CacheHandler = {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>;
};
const Handler = IsrCacheHandler as unknown as new (ctx: Record<string, unknown>) => CacheHandler;
const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };

let test: Awaited<ReturnType<typeof createPostgresTestDb>>;
let proxy: FaultProxy;
let a: TagSync;
let b: TagSync;
let dir: string;
const g = globalThis as { __museumTagSync?: TagSync; __museumCacheEpoch?: number };

async function until(check: () => boolean, limitMs: number) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

beforeAll(async () => {
  test = await createPostgresTestDb(process.env.TEST_DATABASE_URL!);
  // B listens through a relay the test can cut, as a network or a database restart would.
  const relayed = await relayDatabase(test.pool.options.connectionString!);
  proxy = relayed.proxy;
  a = await createCacheSync(test.pool.options.connectionString!);
  b = await createCacheSync(relayed.url);
  dir = mkdtempSync(path.join(os.tmpdir(), 'isr-sync-'));
});

afterAll(async () => {
  g.__museumTagSync = undefined;
  await a?.stop();
  await b?.stop();
  proxy?.set('up');
  await proxy?.close();
  await test?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('cache invalidation across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('announces an expired tag to the other instance within a second, and bumps its proxy epoch', async () => {
    expect(a.listening && b.listening).toBe(true);
    const epoch = g.__museumCacheEpoch ?? 0;
    const at = Date.now();
    await a.publish(['page:7', 'pages'], at);
    const ms = await until(() => b.expirations.get('page:7') === at && b.expirations.get('pages') === at, 1000);
    expect(ms).toBeLessThan(1000);
    expect(g.__museumCacheEpoch ?? 0).toBeGreaterThan(epoch);
    // An older time never replaces a newer one, in the table or in the map.
    await a.publish(['pages'], at - 60_000);
    const { rows } = await test.pool.query<{ expired_at: string }>(
      `select expired_at from cache_tag_expirations where tag = 'pages'`,
    );
    expect(Number(rows[0].expired_at)).toBe(at);
    expect(b.expirations.get('pages')).toBe(at);
  });

  it('catches up from the table after its connection was lost', async () => {
    proxy.set('down');
    await until(() => !b.listening, 2000);
    const at = Date.now();
    await a.publish(['redirects'], at);
    expect(b.expirations.has('redirects')).toBe(false);
    proxy.set('up');
    // Reconnects with backoff (from 250 ms) and reads every tag's time again.
    await until(() => b.listening && b.expirations.get('redirects') === at, 5000);
  });

  it('sends many long tags in notifications below the 8000-byte limit', async () => {
    const tags = Array.from({ length: 400 }, (_, i) => `_N_T_/de/${'seite-'.repeat(20)}${i}`);
    expect(chunkTags(tags).every((chunk) => JSON.stringify(chunk).length < 8000)).toBe(true);
    const at = Date.now();
    await a.publish(tags, at);
    await until(() => tags.every((t) => b.expirations.get(t) === at), 2000);
    expect(parsePayload('not json')).toEqual([]);
    expect(parsePayload('[["x", "12"], [1, 2], "y"]')).toEqual([['x', 12]]);
  });

  it('lets the cache handler miss a page and a data entry whose tag another instance expired after they were written', async () => {
    g.__museumTagSync = b;
    const cache = new Handler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
    const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
    const page = {
      kind: 'APP_PAGE',
      html: '<p>Alt</p>',
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': 'page:42,_N_T_/de/layout,_N_T_/de/alt' },
      status: 200,
    };
    await cache.set('/de/alt', page, { ...pageCtx, cacheControl: { revalidate: 3600, expire: undefined } });
    const dataCtx = { kind: 'FETCH', tags: ['navigation'], softTags: ['_N_T_/de/layout'], fetchCache: true };
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '"menu"', status: 200, url: '' },
      revalidate: 3600,
      tags: ['navigation'],
    };
    await cache.set('nav-key', data, dataCtx);
    expect((await cache.get('/de/alt', pageCtx))?.value.kind).toBe('APP_PAGE');
    expect((await cache.get('nav-key', dataCtx))?.value.kind).toBe('FETCH');

    await new Promise((resolve) => setTimeout(resolve, 20));
    // Instance A publishes the page's implicit layout tag (revalidatePath, a layout change).
    const at = Date.now();
    await a.publish(['_N_T_/de/layout'], at);
    await until(() => b.expirations.get('_N_T_/de/layout') === at, 1000);
    expect(await cache.get('/de/alt', pageCtx)).toBeNull();
    expect(await cache.get('nav-key', dataCtx)).toBeNull();

    // Rendered again after the expiry: served from the cache again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.set('/de/alt', page, { ...pageCtx, cacheControl: { revalidate: 3600, expire: undefined } });
    expect((await cache.get('/de/alt', pageCtx))?.value.kind).toBe('APP_PAGE');
  });

  it('publishes what this instance expires through the handler, for the other instance', async () => {
    g.__museumTagSync = a;
    const cache = new Handler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: dir,
      revalidatedTags: [],
    }) as CacheHandler & {
      revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
    };
    const before = Date.now();
    await cache.revalidateTag(['site-settings'], { expire: 0 });
    await until(() => (b.expirations.get('site-settings') ?? 0) >= before, 1000);
  });
});
