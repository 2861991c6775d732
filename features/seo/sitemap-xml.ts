import { locales, type Locale } from '@/i18n/config';

/** One page of the site: its path in each language it exists in, and when it last changed. */
export type SitemapEntry = { urls: Partial<Record<Locale, string>>; lastModified: string | null };

/** URLs per sitemap file; above this sitemap.xml becomes an index (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 5000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** One <url> per language version; each lists every version plus x-default (German) as alternates. */
export function sitemapUrls(entries: SitemapEntry[]) {
  return entries.flatMap((e) => {
    const langs = locales.filter((l) => e.urls[l]);
    return langs.map((l) => ({
      path: e.urls[l]!,
      lastModified: e.lastModified,
      alternates: langs.map((x) => [x, e.urls[x]!] as const),
      xDefault: e.urls.de ?? null,
    }));
  });
}

export type SitemapUrl = ReturnType<typeof sitemapUrls>[number];

export function urlsetXml(urls: SitemapUrl[], siteUrl: string) {
  const abs = (path: string) => escapeXml(new URL(path, siteUrl).toString());
  const body = urls
    .map((u) => {
      const links = [...u.alternates.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${abs(p)}"/>`)];
      if (u.xDefault) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${abs(u.xDefault)}"/>`);
      const lastmod = u.lastModified ? `<lastmod>${u.lastModified}</lastmod>` : '';
      return `<url><loc>${abs(u.path)}</loc>${lastmod}${links.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(files: { path: string; lastModified: string | null }[], siteUrl: string) {
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${escapeXml(new URL(f.path, siteUrl).toString())}</loc>${f.lastModified ? `<lastmod>${f.lastModified}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The newest lastmod of a chunk (for the index). */
export function newest(urls: SitemapUrl[]) {
  return urls.reduce<string | null>(
    (m, u) => (u.lastModified && (!m || u.lastModified > m) ? u.lastModified : m),
    null,
  );
}
