import 'server-only';

export { listPage, pageContext, seoMetadata } from './server/metadata';
export { sitemapPartResponse, sitemapResponse } from './server/sitemap-files';
export { OG_KINDS, ogImageResponse, type OgKind } from './server/og-image';
export { HomeJsonLd } from './components/home-json-ld';
