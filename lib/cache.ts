import { revalidateTag, unstable_cache } from 'next/cache';

/**
 * Every cache tag the site uses. Public pages and data are cached with these tags and every write
 * revalidates exactly the tags it affects (docs/ARCHITECTURE.md, "The path of a page request").
 */
export const TAGS = {
  pages: 'pages',
  page: (id: number) => `page:${id}`,
  navigation: 'navigation',
  siteSettings: 'site-settings',
  designSettings: 'design-settings',
  redirects: 'redirects',
  breakingNews: 'breaking-news',
  openingHours: 'opening-hours',
  media: 'media',
  // Programme (features/events, productions, venues, team): lists and details read these.
  events: 'events',
  eventTeasers: 'event-teasers',
  programmeOptions: 'programme-options',
  productions: 'productions',
  series: 'series',
  venues: 'venues',
  team: 'team',
  forms: 'forms',
  form: (id: number) => `form:${id}`,
  ticketOffers: 'ticket-offers',
  // Magazine (features/magazine): article lists, details, categories and tags.
  articles: 'articles',
} as const;

type Tag = string;

/**
 * Caches a server data function across requests under the given tags. One place to switch to
 * `'use cache'` once the project turns on cacheComponents.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string[],
  options: { tags: Tag[]; revalidate?: number },
): (...args: A) => Promise<R> {
  return unstable_cache(fn, key, { tags: options.tags, revalidate: options.revalidate ?? 3600 });
}

/**
 * Expires the tags now, so the next request renders fresh content (read-your-writes for staff).
 * Inside a request Next expires them as the request ends. Outside one (the background runner's jobs:
 * a cancelled date finished by the job, waiting-list offers) Next's revalidateTag refuses, so the
 * tags go straight to this process's incremental cache (server/isr-cache-handler.ts, which also
 * tells the other instances). Only scripts and tests, which have no cache, expire nothing.
 */
export function invalidate(...tags: Tag[]) {
  const outside: Tag[] = [];
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(
        error instanceof Error && /static generation store|incrementalCache|outside a request/i.test(error.message)
      ))
        throw error;
      outside.push(tag);
    }
  }
  if (outside.length) expireOutsideRequest(outside);
  bumpProxyEpoch();
}

type TagCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

/** Next keeps its incremental cache on globalThis once the server has made it. */
function expireOutsideRequest(tags: Tag[]) {
  const cache = (globalThis as { __incrementalCache?: TagCache }).__incrementalCache;
  if (!cache) return;
  cache.revalidateTag(tags, { expire: 0 }).catch((error: unknown) => {
    console.error(`[cache] could not expire ${tags.join(', ')}: ${error instanceof Error ? error.message : error}`);
  });
}

/**
 * The proxy keeps settings and redirects for a few seconds. When it runs in this same process it
 * watches this number and drops its copy at once; on PostgreSQL the other instances bump theirs when
 * the expired tags reach them (lib/cache-sync.ts). Every expired tag, here or elsewhere, passes here,
 * so the response cache in front of Next (server/stages/response-cache.ts) is emptied here too.
 */
export function bumpProxyEpoch() {
  const g = globalThis as { __museumCacheEpoch?: number; __museumDropResponseCaches?: () => void };
  g.__museumCacheEpoch = (g.__museumCacheEpoch ?? 0) + 1;
  // The server's copies of whole answers (server/stages/response-cache.ts) go with it.
  g.__museumDropResponseCaches?.();
}
