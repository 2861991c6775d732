/**
 * Everything the server layer takes from Next.js beyond its public API, in one place, with a check at
 * start-up that it is still there: a Next.js upgrade that renames or drops one of these fails the start
 * loudly, naming the installed version, instead of breaking caching, 404 pages or hang-up handling
 * silently. `npm run build` compiles this file with the rest of server/; the cache handler
 * (isr-cache-handler.ts) and the stages import from here only.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The installed Next.js version (its package.json). */
export const NEXT_VERSION: string = (require('next/package.json') as { version: string }).version;

/**
 * Request headers and the query parameter after which Next answers something other than a page's
 * cached HTML (client navigations, prefetches, server actions, its own revalidation request), and the
 * answer headers it marks cache state and cache tags with.
 */
export const NEXT_HEADERS = {
  rsc: 'rsc',
  action: 'next-action',
  url: 'next-url',
  routerStateTree: 'next-router-state-tree',
  routerPrefetch: 'next-router-prefetch',
  routerSegmentPrefetch: 'next-router-segment-prefetch',
  hmrRefresh: 'next-hmr-refresh',
  prerenderRevalidate: 'x-prerender-revalidate',
  prerenderRevalidateIfGenerated: 'x-prerender-revalidate-if-generated',
  cacheTags: 'x-next-cache-tags',
  cacheState: 'x-nextjs-cache',
} as const;
export const NEXT_RSC_QUERY = '_rsc';

/** Where Next keeps the build and the pages it rendered (.next/server/app, .next/server/route-cache). */
export function buildFiles(dir: string) {
  const distDir = path.join(dir, '.next');
  return {
    distDir,
    buildId: path.join(distDir, 'BUILD_ID'),
    prerenderedPages: path.join(distDir, 'server', 'app'),
    routeCache: path.join(distDir, 'server', ROUTE_CACHE_DIRECTORY),
  };
}
const ROUTE_CACHE_DIRECTORY = 'route-cache';

type CacheContext = Record<string, unknown>;
/** Next's file-system ISR cache (.next/server/app, .next/cache/fetch-cache), which the cache handler extends. */
export type FileSystemCacheClass = {
  new (ctx: CacheContext): {
    get(key: string, ctx?: unknown): Promise<CacheEntry | null>;
    set(key: string, data: CacheValue | null, ctx?: unknown): Promise<void>;
    revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
    getFilePath(pathname: string, kind: string): string;
  };
  memoryCache?: { has(key: string): boolean };
};
export type CacheValue = {
  kind: string;
  status?: number;
  data?: { body?: string };
  headers?: Record<string, unknown>;
  tags?: string[];
};
export type CacheEntry = { lastModified?: number; value: CacheValue | null };

export const FileSystemCache = (
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: FileSystemCacheClass }
).default;

/**
 * After proxy.ts ran on a request with a body, Next replaces the request's stream internals with those
 * of its copy of the body (next/dist/server/body-streams.js replaceRequestBody copies every property,
 * the listener table `_events` included): a listener put on the request before is gone from then on.
 * This keeps `listener` on the request's 'error' event in whatever listener table it has.
 */
export function keepErrorListener(req: IncomingMessage, listener: (error: unknown) => void): void {
  req.on('error', listener);
  const holder = req as unknown as { _events: Record<string, unknown> | undefined };
  let table = holder._events;
  Object.defineProperty(req, '_events', {
    configurable: true,
    enumerable: true,
    get: () => table,
    set(next: Record<string, unknown> | undefined) {
      table = next;
      if (!next) return;
      const current = next.error as ((e: unknown) => void) | ((e: unknown) => void)[] | undefined;
      if (current === undefined) next.error = listener;
      else if (typeof current === 'function') next.error = current === listener ? current : [current, listener];
      else if (!current.includes(listener)) current.push(listener);
    },
  });
}

type Check = [what: string, holds: () => boolean];

/** What must hold; each names where it is read. */
export function internalsChecks(): Check[] {
  const headers = require('next/dist/client/components/app-router-headers.js') as Record<string, unknown>;
  const constants = require('next/dist/lib/constants.js') as Record<string, unknown>;
  const routeCacheKey = require('next/dist/server/lib/route-cache-key.js') as Record<string, unknown>;
  // Literal paths only: Next's build traces this file (the cache handler imports it) and would take
  // a computed one for all of next/dist.
  const text = (file: string) =>
    existsSync(/*turbopackIgnore: true*/ file) ? readFileSync(/*turbopackIgnore: true*/ file, 'utf8') : '';
  return [
    ['app-router-headers: RSC_HEADER', () => headers.RSC_HEADER === NEXT_HEADERS.rsc],
    ['app-router-headers: ACTION_HEADER', () => headers.ACTION_HEADER === NEXT_HEADERS.action],
    ['app-router-headers: NEXT_URL', () => headers.NEXT_URL === NEXT_HEADERS.url],
    [
      'app-router-headers: NEXT_ROUTER_STATE_TREE_HEADER',
      () => headers.NEXT_ROUTER_STATE_TREE_HEADER === NEXT_HEADERS.routerStateTree,
    ],
    [
      'app-router-headers: NEXT_ROUTER_PREFETCH_HEADER',
      () => headers.NEXT_ROUTER_PREFETCH_HEADER === NEXT_HEADERS.routerPrefetch,
    ],
    [
      'app-router-headers: NEXT_ROUTER_SEGMENT_PREFETCH_HEADER',
      () => headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER === NEXT_HEADERS.routerSegmentPrefetch,
    ],
    ['app-router-headers: NEXT_HMR_REFRESH_HEADER', () => headers.NEXT_HMR_REFRESH_HEADER === NEXT_HEADERS.hmrRefresh],
    ['app-router-headers: NEXT_RSC_UNION_QUERY', () => headers.NEXT_RSC_UNION_QUERY === NEXT_RSC_QUERY],
    [
      'lib/constants: PRERENDER_REVALIDATE_HEADER',
      () => constants.PRERENDER_REVALIDATE_HEADER === NEXT_HEADERS.prerenderRevalidate,
    ],
    [
      'lib/constants: PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER',
      () => constants.PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER === NEXT_HEADERS.prerenderRevalidateIfGenerated,
    ],
    ['lib/constants: NEXT_CACHE_TAGS_HEADER', () => constants.NEXT_CACHE_TAGS_HEADER === NEXT_HEADERS.cacheTags],
    [
      'build/templates/app-page-runtime.js sets x-nextjs-cache',
      () =>
        text(require.resolve('next/dist/build/templates/app-page-runtime.js')).includes(`'${NEXT_HEADERS.cacheState}'`),
    ],
    [
      'server/lib/route-cache-key: ROUTE_CACHE_DIRECTORY',
      () => routeCacheKey.ROUTE_CACHE_DIRECTORY === ROUTE_CACHE_DIRECTORY,
    ],
    [
      'server/lib/incremental-cache/file-system-cache: a class with get, set, revalidateTag, getFilePath',
      () =>
        typeof FileSystemCache === 'function' &&
        ['get', 'set', 'revalidateTag', 'getFilePath'].every(
          (name) => typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[name] === 'function',
        ),
    ],
    [
      'server/body-streams: replaceRequestBody copies the stream properties onto the request',
      () =>
        /function replaceRequestBody\(base, stream\)\s*\{\s*for\s*\(const key in stream\)/.test(
          text(require.resolve('next/dist/server/body-streams.js')),
        ),
    ],
  ];
}

/**
 * Throws, naming the installed Next.js version and every check that failed, when an internal the server
 * relies on is gone or changed. With `dir`, the build must be there too (`next build` made .next).
 */
export function checkNextInternals({ dir, checks = internalsChecks() }: { dir?: string; checks?: Check[] } = {}) {
  const failed = checks.filter(([, holds]) => {
    try {
      return !holds();
    } catch {
      return true;
    }
  });
  if (dir) {
    const files = buildFiles(dir);
    if (!existsSync(/*turbopackIgnore: true*/ files.buildId))
      failed.push([`${files.buildId} (run npm run build)`, () => false]);
    if (!existsSync(/*turbopackIgnore: true*/ files.prerenderedPages))
      failed.push([files.prerenderedPages, () => false]);
  }
  if (failed.length === 0) return;
  throw new Error(
    `The server layer does not fit Next.js ${NEXT_VERSION}: ${failed.map(([what]) => what).join('; ')} ` +
      '(server/next-internals.ts lists what it needs from Next.js; adapt it to this version).',
  );
}
