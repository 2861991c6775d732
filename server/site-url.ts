/**
 * SITE_URL is read when the server starts, not when the site was built. Canonical and OpenGraph
 * links (metadataBase), JSON-LD and the like are absolute URLs, and Next.js keeps rendered pages on
 * disk (.next/server/app: what `next build` prerendered; .next/server/route-cache: every ISR page
 * rendered since, across restarts) and serves those files until they are revalidated: a page
 * cached under one SITE_URL kept it after a restart with another. So the build records its SITE_URL (next.config.ts,
 * generateBuildId), and a server started with another one removes the cached pages: Next.js renders
 * each on its first request with the SITE_URL of now and caches it as usual.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/log.js';
import { buildFiles } from './next-internals.js';

/** Where the build's SITE_URL is kept; `next build` keeps .next/cache when it cleans .next. */
const MARKER = path.join('.next', 'cache', 'museum-site-url.json');
const DEFAULT_SITE_URL = 'http://localhost:3000';

const siteOrigin = (siteUrl?: string) => new URL(siteUrl || DEFAULT_SITE_URL).origin;

export function refreshPrerenderedPages(dir: string, siteUrl?: string): { removed: number } {
  const files = buildFiles(dir);
  const marker = path.join(dir, MARKER);
  const buildId = existsSync(files.buildId) ? readFileSync(files.buildId, 'utf8').trim() : null;
  if (!buildId || !existsSync(marker)) return { removed: 0 };
  const recorded = JSON.parse(readFileSync(marker, 'utf8'));
  const now = siteOrigin(siteUrl);
  if (recorded.buildId !== buildId || siteOrigin(recorded.siteUrl) === now) return { removed: 0 };
  // Prerendered at build (server/app) and rendered since (server/route-cache, Next 16.4's ISR store).
  let removed = removeCachedPages(files.prerenderedPages);
  const routeCache = files.routeCache;
  if (existsSync(routeCache)) {
    removed += readdirSync(routeCache, { recursive: true }).length;
    rmSync(routeCache, { recursive: true, force: true });
  }
  // Pages written from now on carry the new SITE_URL: a restart with it keeps them.
  writeFileSync(`${marker}.tmp`, JSON.stringify({ buildId, siteUrl: now }));
  renameSync(`${marker}.tmp`, marker);
  log.info(
    { component: 'server', site_url: now, built_for: siteOrigin(recorded.siteUrl), removed },
    "SITE_URL differs from the build's: cached pages removed, each is rendered afresh on its first request",
  );
  return { removed };
}

/** The cache files of pages and route handlers (never the compiled code: page.js, route.js, manifests). */
const CACHE_ENTRY = /\.(html|rsc|meta|body|segments)$/;

function removeCachedPages(dir: string): number {
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (CACHE_ENTRY.test(entry.name)) {
      rmSync(full, { recursive: true, force: true });
      removed++;
    } else if (entry.isDirectory()) removed += removeCachedPages(full);
  }
  return removed;
}
