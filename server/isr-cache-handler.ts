/**
 * Next's own file-system ISR cache (.next/server/app, .next/cache/fetch-cache), with one change: a
 * miss is never stored. An ISR page with dynamic params that calls notFound() for an unknown id was
 * written to disk like any page (~123 kB of HTML, RSC and segment files per id) and kept in the
 * memory LRU, so requesting /de/events/x/1, /2, /3 … filled the disk without bound and pushed real
 * pages out of memory. Now:
 * - a 404 page is stored only when it replaces an entry that exists (a page that was deleted must
 *   stop being served), which bounds the entries by the ids that ever existed;
 * - a redirect page (3xx) is stored on the same terms: a detail page redirects every wrong slug to the
 *   canonical one (/de/events/<anything>/12 -> /de/events/fest/12), and each slug variant became an
 *   entry of its own, so a crawl or fuzz with made-up slugs grew the cache without bound (20 -> 63 MB
 *   in three minutes of npm run bench:memory);
 * - a cached data lookup (unstable_cache) that found nothing ('null') is not stored either.
 * Misses and redirects are rendered each time instead; the parsers in lib/params.ts keep that to a
 * primary-key lookup (and accept one spelling per id, so '012' is no variant of '12').
 *
 * On PostgreSQL several instances share one database (lib/cache-sync.ts): every tag this process
 * expires is also published to the others, and an entry whose tags (its own and Next's implicit path
 * tags) another instance expired after the entry was written is a miss here, so it is rendered anew.
 * On PGlite there is no sync state and both additions do nothing.
 *
 * Next loads it at run time with import(), outside the bundler (next.config.ts cacheHandler): it is
 * compiled with the rest of server/ to dist/server/isr-cache-handler.js, before `next build` needs it.
 */
import { existsSync } from 'node:fs';
import { appHooks } from './app-hooks.js';
import { FileSystemCache, NEXT_HEADERS, type CacheEntry, type CacheValue } from './next-internals.js';

type Context = { tags?: string[]; softTags?: string[] } | undefined;

export default class BoundedFileSystemCache extends FileSystemCache {
  async get(key: string, ctx?: unknown): Promise<CacheEntry | null> {
    const data = await super.get(key, ctx);
    const sync = appHooks.__museumTagSync;
    if (!data || !sync || sync.expirations.size === 0) return data;
    return expiredElsewhere(entryTags(data, ctx as Context), data.lastModified, sync.expirations) ? null : data;
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await super.revalidateTag(tags, durations);
    // Now that Next's own entries are expired: the server's copies of whole answers
    // (server/stages/response-cache.ts) go too, or one taken in between would outlive the write.
    appHooks.__museumDropResponseCaches?.();
    const sync = appHooks.__museumTagSync;
    if (!sync) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    // As Next's own manifest: no durations or expire 0 means now; a longer expire lies ahead.
    const expiredAt = Date.now() + (durations && durations.expire !== undefined ? durations.expire * 1000 : 0);
    try {
      await sync.publish(list, expiredAt);
    } catch (error) {
      // This instance has expired the tags; the others keep theirs until their own entries expire.
      console.error(
        `[cache-sync] could not publish expired tags ${list.slice(0, 5).join(', ')}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  async set(key: string, data: CacheValue | null, ctx?: unknown): Promise<void> {
    if (data && isMiss(data) && !(await this.hasEntry(key, data))) return;
    try {
      return await super.set(key, data, ctx);
    } catch (error) {
      // A page that cannot be stored (a path segment longer than the file system allows, a full disk)
      // is still answered; only its cache copy is missing.
      const code = (error as { code?: unknown } | null)?.code;
      console.warn(`ISR cache: ${key.slice(0, 200)} not stored (${code ?? error})`);
    }
  }

  async hasEntry(key: string, data: CacheValue): Promise<boolean> {
    if (FileSystemCache.memoryCache?.has(key)) return true;
    if (data.kind === 'FETCH') return false;
    try {
      return existsSync(/*turbopackIgnore: true*/ this.getFilePath(`${key}.html`, 'APP_PAGE'));
    } catch {
      return false;
    }
  }
}

/**
 * The tags an entry depends on. A page or route handler keeps them (its data tags and the implicit
 * path tags) in its stored cache-tags header; a data lookup gets them in ctx (tags and the calling
 * page's implicit softTags) and keeps its own in the entry.
 */
function entryTags(data: CacheEntry, ctx: Context): string[] {
  const value = data.value;
  if (!value) return [];
  if (value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])];
  const header = value.headers?.[NEXT_HEADERS.cacheTags];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Next's rule (tags-manifest areTagsExpired): expired after the entry was written, and not in the future. */
export function expiredElsewhere(
  tags: string[],
  lastModified: number | undefined,
  expirations: Map<string, number>,
): boolean {
  if (typeof lastModified !== 'number') return false;
  const now = Date.now();
  for (const tag of tags) {
    const at = expirations.get(tag);
    if (at !== undefined && at > lastModified && at <= now) return true;
  }
  return false;
}

/** A not-found or redirect page, or a cached lookup whose result was null. */
function isMiss(data: CacheValue | null): boolean {
  if (!data) return false;
  if (data.kind === 'APP_PAGE' || data.kind === 'PAGES')
    return data.status === 404 || (data.status !== undefined && data.status >= 300 && data.status < 400);
  if (data.kind === 'FETCH') return data.data?.body === 'null' || data.data?.body === undefined;
  return false;
}
