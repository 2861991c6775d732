import 'server-only';

export { listPage, pageContext, seoMetadata } from './server/metadata';
export { sitemapPartResponse, sitemapResponse } from './server/sitemap-files';
export { OG_KINDS, ogImageResponse, type OgKind } from './server/og-image';
export { HomeJsonLd } from './components/home-json-ld';
// The museum's own place: the location of events without a venue.
export { museumPlace } from './server/museum';
// Content and legal pages write their hreflang links themselves (lowercase, as in the sitemap).
export { HreflangLinks } from './components/hreflang-links';
