import { describe, expect, it, vi } from 'vitest';

// 3,000 pages in two languages: 6,000 URLs, more than one file holds (SITEMAP_CHUNK = 5,000).
vi.mock('./sitemap', () => ({
  getSitemapEntries: async () =>
    Array.from({ length: 3000 }, (_, i) => ({
      urls: { de: `/de/p${i}`, en: `/en/p${i}` },
      lastModified: new Date(Date.UTC(2027, 0, 1) + i * 60_000).toISOString(),
    })),
}));

const { sitemapPartResponse, sitemapResponse } = await import('./sitemap-files');
const SITE = 'https://museum.example';

describe('a large sitemap', () => {
  it('becomes an index of parts that together list every URL once', async () => {
    const index = await (await sitemapResponse(SITE)).text();
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemaps/0.xml`,
      `${SITE}/sitemaps/1.xml`,
    ]);
    const parts = await Promise.all(
      [0, 1].map(async (n) => (await (await sitemapPartResponse(SITE, n))!.text()).match(/<loc>/g)!.length),
    );
    expect(parts).toEqual([5000, 1000]);
    expect(await sitemapPartResponse(SITE, 2)).toBeNull();
  });
});

describe('sitemap caching', () => {
  it('lets no browser or shared cache keep a copy: a new date is in the next fetch', async () => {
    for (const res of [await sitemapResponse(SITE), (await sitemapPartResponse(SITE, 0))!]) {
      const control = res.headers.get('cache-control') ?? '';
      expect(control).toMatch(/max-age=0\b/);
      expect(control).toMatch(/must-revalidate/);
    }
  });
});
