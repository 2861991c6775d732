import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsStaff } from './helpers';

/**
 * What search engines and share previews read, from the production build: hreflang (with
 * x-default) and a self-referencing canonical on every page type, the sharing tags, unique titles,
 * and JSON-LD that parses and carries the properties each type needs (issue 19, items 1-3).
 */

type Head = {
  title: string;
  canonical: string | null;
  hreflang: Record<string, string>;
  meta: Record<string, string[]>;
  robots: string | null;
  jsonLd: Record<string, unknown>[];
};

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const meta: Record<string, string[]> = {};
  for (const [tag] of html.matchAll(/<meta [^>]+>/g)) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== null) (meta[key] ??= []).push(decode(content));
  }
  const hreflang: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link [^>]*hrefLang="[^"]+"[^>]*>/gi))
    hreflang[attr(tag, 'hrefLang') ?? attr(tag, 'hreflang')!] = decode(attr(tag, 'href')!);
  const canonicalTag = /<link [^>]*rel="canonical"[^>]*>/.exec(html)?.[0];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: canonicalTag ? decode(attr(canonicalTag, 'href')!) : null,
    hreflang,
    meta,
    robots: meta.robots?.[0] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    ),
  };
}

const ofType = (h: Head, type: string) => h.jsonLd.filter((d) => d['@type'] === type);

/** The sharing and language tags every public page has. */
function expectSharing(h: Head, path: string, locale: 'de' | 'en' | 'cs') {
  const url = (p: string) => new URL(p).pathname + new URL(p).search;
  expect(h.canonical && url(h.canonical), `${path} canonical`).toBe(path);
  expect(url(h.meta['og:url'][0]), `${path} og:url`).toBe(path);
  expect(h.hreflang['x-default'], `${path} x-default`).toBe(h.hreflang.de);
  expect(url(h.hreflang[locale]), `${path} hreflang ${locale}`).toBe(path);
  expect(h.meta['og:locale'], path).toEqual([{ de: 'de_DE', en: 'en_GB', cs: 'cs_CZ' }[locale]]);
  expect(h.meta['og:locale:alternate']?.length ?? 0, path).toBeGreaterThan(0);
  for (const key of ['og:title', 'og:description', 'og:type', 'og:image', 'og:site_name', 'twitter:image'])
    expect(h.meta[key]?.[0], `${path} ${key}`).toBeTruthy();
  expect(h.meta['twitter:card'], path).toEqual(['summary_large_image']);
  const site = h.meta['og:site_name'][0];
  expect(h.title === site || h.title.endsWith(` | ${site}`), `${path} title "${h.title}" ends with the site name`).toBe(
    true,
  );
}

function expectBreadcrumb(h: Head, path: string) {
  const [crumbs] = ofType(h, 'BreadcrumbList');
  expect(crumbs, `${path} BreadcrumbList`).toBeTruthy();
  const items = crumbs.itemListElement as { position: number; name: string; item?: string }[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  expect(items[0].item).toMatch(/^https?:\/\/[^/]+\/(de|en|cs)$/);
}

/** The first /de path of each kind in sitemap.xml. */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, l]) => new URL(l).pathname);
  const first = (pattern: RegExp) => {
    const found = locs.find((p) => pattern.test(p));
    expect(found, String(pattern)).toBeTruthy();
    return found!;
  };
  return {
    all: locs,
    event: first(/^\/de\/programm\/veranstaltungen\/[^/]+\/\d+$/),
    production: first(/^\/de\/produktionen\/[^/]+\/\d+$/),
    article: first(/^\/de\/mediathek-de\/[^/]+\/\d+$/),
    person: first(/^\/de\/team\/[^/]+\/\d+$/),
    venue: first(/^\/de\/venues\/[^/]+\/\d+$/),
    series: first(/^\/de\/series\/[^/]+\/\d+$/),
    category: first(/^\/de\/mediathek-de\/categories\/[^/]+\/\d+$/),
  };
}

test('robots.txt points to the sitemap, which lists every kind of page', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
  const paths = await sitemapPaths(request);
  expect(paths.all.length).toBeGreaterThanOrEqual(150);
});

test('home: WebSite with search and the Museum with address and opening hours', async ({ request }) => {
  const h = await head(request, '/de');
  expectSharing(h, '/de', 'de');
  expect(h.hreflang).toMatchObject({ en: expect.stringMatching(/\/en$/), cs: expect.stringMatching(/\/cs$/) });
  const [site] = ofType(h, 'WebSite');
  expect(JSON.stringify(site.potentialAction)).toContain('/de/search?q={search_term_string}');
  const [museum] = ofType(h, 'Museum');
  expect(museum.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.any(String),
    addressLocality: expect.any(String),
  });
  expect((museum.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  // The home page shares its own image; the site's default is generated (1200×630 PNG).
  const image = await request.get(h.meta['og:image'][0]);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  const generated = await request.get('/og/de/site/0.png');
  expect(generated.headers()['content-type']).toBe('image/png');
  const png = await generated.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('detail pages: sharing tags, breadcrumb and their own JSON-LD type', async ({ request }) => {
  const paths = await sitemapPaths(request);

  const event = await head(request, paths.event);
  expectSharing(event, paths.event, 'de');
  expectBreadcrumb(event, paths.event);
  const [ev] = ofType(event, 'Event');
  expect(ev).toMatchObject({ name: expect.any(String), startDate: expect.any(String), location: { '@type': 'Place' } });
  for (const offer of (ev.offers as { url: string }[] | undefined) ?? [])
    expect((await request.get(offer.url)).status(), offer.url).toBe(200);
  expect(event.robots).toBeNull();

  const production = await head(request, paths.production);
  expectSharing(production, paths.production, 'de');
  expectBreadcrumb(production, paths.production);
  expect(ofType(production, 'CreativeWork')[0]).toMatchObject({
    name: expect.any(String),
    url: expect.stringContaining(paths.production),
  });

  const article = await head(request, paths.article);
  expectSharing(article, paths.article, 'de');
  expectBreadcrumb(article, paths.article);
  expect(article.meta['og:type']).toEqual(['article']);
  expect(ofType(article, 'Article')[0]).toMatchObject({
    headline: expect.any(String),
    datePublished: expect.any(String),
    dateModified: expect.any(String),
    author: { name: expect.any(String) },
  });

  const person = await head(request, paths.person);
  expectSharing(person, paths.person, 'de');
  expectBreadcrumb(person, paths.person);
  expect(ofType(person, 'Person')[0]).toMatchObject({
    name: expect.any(String),
    worksFor: { '@type': 'Organization' },
  });

  const venue = await head(request, paths.venue);
  expectSharing(venue, paths.venue, 'de');
  expect(ofType(venue, 'Place')[0]).toMatchObject({ name: expect.any(String), address: { '@type': 'PostalAddress' } });

  const series = await head(request, paths.series);
  expectSharing(series, paths.series, 'de');
  expectBreadcrumb(series, paths.series);

  // A page without an image of its own shares a generated one.
  const generated = [event, production, person, venue, series]
    .map((h) => h.meta['og:image'][0])
    .find((u) => u.includes('/og/'));
  if (generated) expect((await request.get(generated)).headers()['content-type']).toBe('image/png');
});

test('English and Czech versions point back at each other', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const de = await head(request, paths.production);
  const enPath = new URL(de.hreflang.en).pathname;
  const en = await head(request, enPath);
  expectSharing(en, enPath, 'en');
  expect(en.hreflang).toEqual(de.hreflang);
  const csPath = new URL(de.hreflang.cs).pathname;
  expectSharing(await head(request, csPath), csPath, 'cs');
});

test('lists: page N is canonical to itself and titled apart from page 1', async ({ request }) => {
  for (const list of ['/de/mediathek-de', '/de/programm/veranstaltungen']) {
    const first = await head(request, list);
    expectSharing(first, list, 'de');
    const second = await head(request, `${list}?page=2`);
    expectSharing(second, `${list}?page=2`, 'de');
    expect(second.hreflang.en).toMatch(/\?page=2$/);
    expect(second.title).toContain('Seite 2');
    expect(second.title).not.toBe(first.title);
  }
  const paths = await sitemapPaths(request);
  expectSharing(await head(request, paths.category), paths.category, 'de');
  expectSharing(await head(request, '/de/produktionen'), '/de/produktionen', 'de');
  const search = await head(request, '/de/search?q=brot');
  expect(search.robots).toContain('noindex');
});

test('dates of one production have different titles; a past date is reachable but noindex', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const eventPaths = paths.all.filter((p) => /^\/de\/programm\/veranstaltungen\/[^/]+\/\d+$/.test(p));
  const bySlug = new Map<string, string[]>();
  for (const p of eventPaths) bySlug.set(p.split('/')[4], [...(bySlug.get(p.split('/')[4]) ?? []), p]);
  const repeated = [...bySlug.values()].find((list) => list.length > 1)!;
  expect(repeated).toBeTruthy();
  const [a, b] = await Promise.all(repeated.slice(0, 2).map((p) => head(request, p)));
  expect(a.title).not.toBe(b.title);

  await loginAsStaff(request);
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const past = (await (await request.get(`/de/api/events/?view=edit&date_to=${day}&page_size=1`)).json()) as {
    results: { id: number }[];
  };
  expect(past.results.length).toBeGreaterThan(0);
  await request.post('/api/auth/logout/').catch(() => undefined);
  const res = await request.get(`/de/programm/veranstaltungen/x/${past.results[0].id}`);
  expect(res.status()).toBe(200);
  const path = new URL(res.url()).pathname;
  expect(eventPaths).not.toContain(path);
  const h = await head(request, path);
  expect(h.robots).toContain('noindex');
  expect(h.hreflang['x-default']).toBeTruthy();
});
