import 'server-only';
import { newest, SITEMAP_CHUNK, sitemapIndexXml, sitemapUrls, urlsetXml } from '../sitemap-xml';
import { getSitemapEntries } from './sitemap';

/**
 * No copy in browsers or shared caches: a date staff just created must be in the next fetch (the
 * entries are cached on the server by tag, so a fetch costs little). With max-age=600 a browser or
 * CDN kept the old list ten minutes after the write had expired the server's.
 */
const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=0, must-revalidate',
};

/**
 * sitemap.xml: the URL set itself while it fits one file (SITEMAP_CHUNK), else an index of
 * /sitemaps/{n}.xml files.
 */
export async function sitemapResponse(siteUrl: string) {
  const urls = sitemapUrls(await getSitemapEntries());
  if (urls.length <= SITEMAP_CHUNK) return new Response(urlsetXml(urls, siteUrl), { headers: XML_HEADERS });
  const files = [];
  for (let i = 0; i * SITEMAP_CHUNK < urls.length; i++)
    files.push({
      path: `/sitemaps/${i}.xml`,
      lastModified: newest(urls.slice(i * SITEMAP_CHUNK, (i + 1) * SITEMAP_CHUNK)),
    });
  return new Response(sitemapIndexXml(files, siteUrl), { headers: XML_HEADERS });
}

/** One part of a sitemap index; null when there is no such part. */
export async function sitemapPartResponse(siteUrl: string, part: number) {
  const urls = sitemapUrls(await getSitemapEntries());
  const slice = urls.slice(part * SITEMAP_CHUNK, (part + 1) * SITEMAP_CHUNK);
  if (urls.length <= SITEMAP_CHUNK || slice.length === 0) return null;
  return new Response(urlsetXml(slice, siteUrl), { headers: XML_HEADERS });
}
