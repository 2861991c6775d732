/**
 * The public page types of issue #19 on the server under test (`base`): home, events list, an event,
 * a production, an article and search (/de/search?q=BENCH_QUERY); with `more`, also a content page,
 * the magazine and the productions list. Detail pages are taken from the sitemap, so the demo
 * content's ids do not matter. Shared by npm run bench:lighthouse and bench:public-js.
 */

/** Every page URL of the sitemap (a url set, or an index of sitemaps, followed one level). */
async function sitemapUrls(base) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].trim());
  // The sitemap names the public SITE_URL; ask the server under test for the same path.
  const here = (url) => base + new URL(url).pathname;
  const root = await fetch(`${base}/sitemap.xml`);
  if (!root.ok) throw new Error(`${base}/sitemap.xml answered ${root.status}`);
  const xml = await root.text();
  if (!xml.includes('<sitemapindex')) return locs(xml).map(here);
  const urls = [];
  for (const file of locs(xml)) {
    const res = await fetch(here(file));
    if (res.ok) urls.push(...locs(await res.text()).map(here));
  }
  return urls;
}

/** @returns {Promise<{ label: string; url: string }[]>} */
export async function publicPages(base, { more = false } = {}) {
  const urls = await sitemapUrls(base);
  const first = (label, pattern) => {
    const url = urls.find((u) => pattern.test(new URL(u).pathname));
    if (!url) throw new Error(`the sitemap lists no ${label} (${pattern}); is the demo content loaded?`);
    return url;
  };
  return [
    { label: 'home', url: `${base}/de` },
    { label: 'events list', url: `${base}/de/programm/veranstaltungen` },
    { label: 'event', url: first('event page', /^\/de\/programm\/veranstaltungen\/[^/]+\/[^/]+\/?$/) },
    { label: 'production', url: first('production page', /^\/de\/produktionen\/[^/]+\/[^/]+\/?$/) },
    { label: 'article', url: first('article', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/]+\/[^/]+\/?$/) },
    { label: 'search', url: `${base}/de/search?q=${encodeURIComponent(process.env.BENCH_QUERY ?? 'Brot')}` },
    ...(more
      ? [
          { label: 'content page', url: `${base}/de/besuch/anreise` },
          { label: 'magazine', url: `${base}/de/mediathek-de` },
          { label: 'productions list', url: `${base}/en/productions` },
        ]
      : []),
  ];
}
