import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { embedProviders } from './features/blocks/embed-hosts';
import { securityHeaderRules } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time (icu-minify): the browser then formats them without
    // the ICU parser, about 10 KB gzip less on every page. Every import of messages/*.json gets the
    // compiled form; plain texts stay plain strings, so code reading them directly keeps working.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // bundled, the build passes and every database request fails. rate-limiter-flexible loads
  // drizzle-orm with a dynamic require that the bundler cannot follow: bundled, every rate-limited
  // request answered 500 ('Cannot find module as expression is too dynamic').
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    'nodemailer',
    'rate-limiter-flexible',
    '@node-rs/argon2',
  ],
  poweredByHeader: false,
  // Always a string at build time, so `if (process.env.NEXT_PUBLIC_SENTRY_DSN)` is decided by the
  // bundler: without a DSN the browser SDK's loader is dropped (instrumentation-client.ts, report-
  // client.ts). Left undefined, it stayed a run-time test and the loader (0.2 kB gzip and one more
  // request) came with every page (issue #19).
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '' },
  // The production server compresses and tags answers itself (server/stages/compression.ts): a cached
  // page's brotli/gzip copy and ETag are made once per distinct body, where Next gzipped and hashed
  // ~128 KB of HTML on every request (a quarter of the CPU time of a cached page, issue #19).
  compress: false,
  generateEtags: false,
  // Next's file-system ISR cache, except that pages answering 404 (unknown ids) are not stored: each
  // was ~123 kB on disk, never evicted (server/isr-cache-handler.ts). Next loads it with Node's own
  // import(), so it is the compiled copy (npm run build:server, which npm run build and dev run first).
  cacheHandler: path.resolve(process.cwd(), 'dist/server/isr-cache-handler.js'),
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    minimumCacheTTL: 31536000,
  },
  // CSP, frame, referrer, permissions, HSTS and no-store rules: lib/security-headers.ts.
  async headers() {
    return securityHeaderRules({
      frameHosts: Object.values(embedProviders).flatMap((group) => Object.values(group).flat()),
      sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
      siteUrl: process.env.SITE_URL,
      dev: process.env.NODE_ENV === 'development',
    });
  },
  experimental: {
    // Fewer, larger client chunks per page: small chunks compress worse and each costs a request.
    // At most two chunks per chunk group, merged up to 1 MB (the framework becomes one file): first
    // load of every public page -1.3 kB gzip against the 200 kB default (npm run bench:public-js,
    // issue #19); decoded bytes stay the same, so no code is duplicated across chunks.
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 1_000_000, maxChunkCountPerGroup: 2 },
    // lib/api/body-limit.ts MAX_REQUEST_BODY (32 MB): above every handler's own limit, so a body the
    // proxy cuts off is still too large for its handler (413), never a truncated body (400).
    proxyClientMaxBodySize: 32 * 1024 * 1024,
    // forbidden() and app/[locale]/(dashboard)/forbidden.tsx: a staff page the account's role may not use answers 403.
    authInterrupts: true,
  },
  // The API's paths end in a slash (/api/shop-cart/, docs/requirements.md §7): answer them directly instead of a 308.
  skipTrailingSlashRedirect: true,
  // The build records the SITE_URL its prerendered pages were made with: a server started with
  // another one (server/site-url.ts) renders them afresh instead of serving the build's
  // canonical and OpenGraph links. .next/cache survives the build's cleaning of .next.
  generateBuildId: () => {
    const buildId = randomBytes(12).toString('base64url');
    const site = new URL(process.env.SITE_URL || 'http://localhost:3000').origin;
    mkdirSync(path.join('.next', 'cache'), { recursive: true });
    writeFileSync(path.join('.next', 'cache', 'museum-site-url.json'), JSON.stringify({ buildId, siteUrl: site }));
    return buildId;
  },
};

export default withNextIntl(nextConfig);
