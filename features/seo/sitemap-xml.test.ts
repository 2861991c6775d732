import { describe, expect, it } from 'vitest';
import { newest, sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemap-xml';

const SITE = 'https://museum.example';

describe('sitemap XML', () => {
  it('writes one <url> per language with all versions and x-default, escaping the addresses', () => {
    const urls = sitemapUrls([{ urls: { de: '/de/a&b', en: '/en/a-b' }, lastModified: '2027-01-02T03:04:05.000Z' }]);
    expect(urls).toHaveLength(2);
    const xml = urlsetXml(urls, SITE);
    expect(xml).toContain('<loc>https://museum.example/de/a&amp;b</loc><lastmod>2027-01-02T03:04:05.000Z</lastmod>');
    expect(xml).toContain('<loc>https://museum.example/en/a-b</loc>');
    expect(xml.match(/hreflang="x-default" href="https:\/\/museum.example\/de\/a&amp;b"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="en"/g)).toHaveLength(2);
    expect(xml).not.toContain('hreflang="cs"');
  });

  it('has no x-default for a page that has no German version', () => {
    const xml = urlsetXml(sitemapUrls([{ urls: { en: '/en/only' }, lastModified: null }]), SITE);
    expect(xml).not.toContain('x-default');
    expect(xml).not.toContain('<lastmod>');
  });

  it('indexes its parts with the newest change of each', () => {
    const urls = sitemapUrls([
      { urls: { de: '/de/a' }, lastModified: '2027-01-01T00:00:00.000Z' },
      { urls: { de: '/de/b' }, lastModified: '2027-03-01T00:00:00.000Z' },
    ]);
    expect(newest(urls)).toBe('2027-03-01T00:00:00.000Z');
    const xml = sitemapIndexXml([{ path: '/sitemaps/0.xml', lastModified: newest(urls) }], SITE);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://museum.example/sitemaps/0.xml</loc><lastmod>2027-03-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});
