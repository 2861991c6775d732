import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGate } from '@/lib/concurrency';
import IsrCacheHandler from '@/server/isr-cache-handler';

const require = createRequire(import.meta.url);
type CacheHandler = { set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void> };
const Handler = IsrCacheHandler as unknown as new (ctx: Record<string, unknown>) => CacheHandler;
const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };

describe('search gate (lib/concurrency.ts)', () => {
  it('lets a client run its share, refuses beyond it and frees a slot on release', () => {
    const gate = createGate({ total: 3, perClient: 2 });
    const a1 = gate.tryEnter('a');
    const a2 = gate.tryEnter('a');
    expect(a1).toBeTypeOf('function');
    expect(a2).toBeTypeOf('function');
    expect(gate.tryEnter('a')).toBeNull();
    const b1 = gate.tryEnter('b');
    expect(b1).toBeTypeOf('function');
    // The process is full now: nobody else gets in, whoever they are.
    expect(gate.tryEnter('c')).toBeNull();
    expect(gate.tryEnter(null)).toBeNull();
    a1!();
    a1!(); // A second release must not free a second slot.
    expect(gate.running()).toBe(2);
    expect(gate.running('a')).toBe(1);
    expect(gate.tryEnter('c')).toBeTypeOf('function');
    expect(gate.tryEnter('c')).toBeNull();
  });

  it('forgets a client once its work is done, so the table cannot grow with the number of clients', () => {
    const gate = createGate({ total: 10, perClient: 1 });
    for (let i = 0; i < 1000; i++) gate.tryEnter(`client-${i % 5}`)?.();
    expect(gate.running()).toBe(0);
    for (let i = 0; i < 5; i++) expect(gate.running(`client-${i}`)).toBe(0);
  });
});

describe('ISR cache handler (server/isr-cache-handler.ts)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (status: number) => ({
    kind: 'APP_PAGE',
    html: `<p>${status}</p>`,
    rscData: Buffer.from('rsc'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  });
  const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 600, expire: undefined } };
  const files = () =>
    existsSync(path.join(dir, 'app', 'de', 'events', 'x'))
      ? readdirSync(path.join(dir, 'app', 'de', 'events', 'x')).sort()
      : [];

  it('writes found pages, never a 404 for an id it did not know, and a 404 over a page that existed', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'isr-'));
    const cache = new Handler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
    for (let id = 1; id <= 50; id++) await cache.set(`/de/events/x/${1000 + id}`, page(404), ctx);
    expect(files()).toEqual([]);

    await cache.set('/de/events/x/7', page(200), ctx);
    expect(files()).toEqual(['7.html', '7.meta', '7.rsc']);
    // The event was deleted: its 404 replaces the stored page, or the old page would be served on.
    await cache.set('/de/events/x/7', page(404), ctx);
    expect(files()).toEqual(['7.html', '7.meta', '7.rsc']);
    const meta = JSON.parse(
      require('node:fs').readFileSync(path.join(dir, 'app', 'de', 'events', 'x', '7.meta'), 'utf8'),
    );
    expect(meta.status).toBe(404);
  });

  it('never stores a redirect to the canonical slug as an entry of its own', async () => {
    // /de/events/<made-up slug>/7 answers 308 to /de/events/fest/7: one entry per slug grew the cache
    // by the number of slugs anyone typed (20 -> 63 MB in a 3-minute crawl plus fuzz).
    dir = mkdtempSync(path.join(os.tmpdir(), 'isr-'));
    const cache = new Handler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
    const stored = () =>
      existsSync(path.join(dir, 'app'))
        ? (readdirSync(path.join(dir, 'app'), { recursive: true }) as string[])
            .filter((f) => f.endsWith('.html'))
            .sort()
        : [];
    for (let n = 0; n < 30; n++) await cache.set(`/de/events/made-up-${n}/7`, page(308), ctx);
    await cache.set('/de/events/x/8', page(307), ctx);
    expect(stored()).toEqual([]);
    // A stored page whose slug changed is replaced by the redirect, so the old copy is not served on.
    await cache.set('/de/events/x/9', page(200), ctx);
    await cache.set('/de/events/x/9', page(308), ctx);
    expect(stored()).toEqual([path.join('de', 'events', 'x', '9.html')]);
    expect(
      JSON.parse(require('node:fs').readFileSync(path.join(dir, 'app', 'de', 'events', 'x', '9.meta'), 'utf8')).status,
    ).toBe(308);
  });

  it('does not store a cached lookup that found nothing', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'isr-'));
    const cache = new Handler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: path.join(dir, 'server'),
      revalidatedTags: [],
    });
    const entry = (body: string | undefined) => ({
      kind: 'FETCH',
      data: { headers: {}, body, status: 200, url: '' },
      revalidate: 3600,
    });
    await cache.set('miss', entry('null'), { fetchCache: true, tags: ['events'] });
    await cache.set('hit', entry('{"id":1}'), { fetchCache: true, tags: ['events'] });
    expect(readdirSync(path.join(dir, 'cache', 'fetch-cache'))).toEqual(['hit']);
  });
});
