import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyExpirations, chunkTags, parsePayload } from '@/lib/cache-sync';
import IsrCacheHandler, { expiredElsewhere } from '@/server/isr-cache-handler';

const require = createRequire(import.meta.url);
type Entry = { lastModified: number; value: { kind: string } } | null;
type CacheHandler = {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
const Handler = Object.assign(class extends IsrCacheHandler {}, { expiredElsewhere }) as unknown as (new (
  ctx: Record<string, unknown>,
) => CacheHandler) & {
  expiredElsewhere(tags: string[], lastModified: number | undefined, expirations: Map<string, number>): boolean;
};
const { nodeFs } = require('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };
const g = globalThis as { __museumTagSync?: unknown; __museumCacheEpoch?: number };

describe('cache sync without PostgreSQL (PGlite: one process)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the cache handler as Next has it: entries served, expiry local, nothing published', async () => {
    expect(g.__museumTagSync).toBeUndefined();
    dir = mkdtempSync(path.join(os.tmpdir(), 'isr-local-'));
    const cache = new Handler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
    await cache.set(
      '/de/x',
      {
        kind: 'APP_PAGE',
        html: '<p>x</p>',
        rscData: Buffer.from('r'),
        headers: { 'x-next-cache-tags': 'page:1' },
        status: 200,
      },
      { ...ctx, cacheControl: { revalidate: 60 } },
    );
    expect((await cache.get('/de/x', ctx))?.value.kind).toBe('APP_PAGE');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['page:1'], { expire: 0 });
    // Next's own tag manifest expires it in this process.
    expect(await cache.get('/de/x', ctx)).toBeNull();
  });
});

describe('expiry rules (lib/cache-sync.ts, server/isr-cache-handler.ts)', () => {
  it('keeps the later time of a tag and bumps the proxy epoch only on a change', () => {
    const map = new Map<string, number>();
    const epoch = g.__museumCacheEpoch ?? 0;
    expect(applyExpirations(map, [['pages', 200]])).toBe(true);
    expect(applyExpirations(map, [['pages', 100]])).toBe(false);
    expect(map.get('pages')).toBe(200);
    expect(g.__museumCacheEpoch).toBe(epoch + 1);
  });

  it('misses an entry only for an expiry after it was written and not in the future', () => {
    const now = Date.now();
    const map = new Map([
      ['pages', now - 1000],
      ['later', now + 60_000],
    ]);
    expect(Handler.expiredElsewhere(['pages'], now - 2000, map)).toBe(true);
    expect(Handler.expiredElsewhere(['pages'], now - 500, map)).toBe(false);
    expect(Handler.expiredElsewhere(['later'], now - 2000, map)).toBe(false);
    expect(Handler.expiredElsewhere(['other'], now - 2000, map)).toBe(false);
  });

  it('parses only well-formed notifications and chunks long tag lists', () => {
    expect(parsePayload('[["a", 1]]')).toEqual([['a', 1]]);
    expect(parsePayload('{"a":1}')).toEqual([]);
    expect(parsePayload(undefined)).toEqual([]);
    expect(chunkTags(['a', 'b'], 100)).toEqual([['a', 'b']]);
    expect(
      chunkTags(
        Array.from({ length: 10 }, (_, i) => `tag-${i}`),
        60,
      ).length,
    ).toBeGreaterThan(1);
  });
});
