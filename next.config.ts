import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
  // bundled, the build passes and every database request fails.
  // rate-limiter-flexible imports drizzle-orm under a computed name, which a bundle cannot resolve
  // ("Cannot find module as expression is too dynamic" on every limited cart write).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer', 'rate-limiter-flexible'],
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    minimumCacheTTL: 31536000,
  },
  // The spec's API paths end in a slash (/api/shop-cart/): answer them directly instead of a 308.
  skipTrailingSlashRedirect: true,
};

export default withNextIntl(nextConfig);
