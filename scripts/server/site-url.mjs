/**
 * SITE_URL is read when the server starts, not when the site was built. Canonical and OpenGraph
 * links (metadataBase), JSON-LD, robots.txt and the sitemap are absolute URLs; pages prerendered by
 * `next build` hold the SITE_URL of the build's environment, and ISR serves those files until they
 * are revalidated. So the build records its SITE_URL (next.config.ts, generateBuildId), and a server
 * started with another one removes the prerendered copies: Next.js then renders each page on its
 * first request with the SITE_URL of now and caches it as usual.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build's SITE_URL is kept; `next build` keeps .next/cache when it cleans .next. */
export const MARKER = path.join('.next', 'cache', 'museum-site-url.json');
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const siteOrigin = (siteUrl) => new URL(siteUrl || DEFAULT_SITE_URL).origin;

export function refreshPrerenderedPages(dir, siteUrl) {
  const distDir = path.join(dir, '.next');
  const marker = path.join(dir, MARKER);
  const buildId = existsSync(path.join(distDir, 'BUILD_ID')) ? readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() : null;
  if (!buildId || !existsSync(marker)) return { removed: 0 };
  const recorded = JSON.parse(readFileSync(marker, 'utf8'));
  const now = siteOrigin(siteUrl);
  if (recorded.buildId !== buildId || siteOrigin(recorded.siteUrl) === now) return { removed: 0 };
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  let removed = 0;
  for (const route of Object.keys(manifest.routes ?? {})) {
    const base = path.join(distDir, 'server', 'app', route === '/' ? 'index' : route);
    for (const suffix of ['.html', '.rsc', '.meta', '.body', '.prefetch.rsc', '.segments']) {
      if (!existsSync(base + suffix)) continue;
      rmSync(base + suffix, { recursive: true, force: true });
      removed++;
    }
  }
  // Pages written from now on carry the new SITE_URL: a restart with it keeps them.
  writeFileSync(`${marker}.tmp`, JSON.stringify({ buildId, siteUrl: now }));
  renameSync(`${marker}.tmp`, marker);
  console.log(`SITE_URL is ${now}, the build had ${siteOrigin(recorded.siteUrl)}: ${Object.keys(manifest.routes ?? {}).length} prerendered pages are rendered afresh on their first request.`);
  return { removed };
}
