import { describe, expect, it } from 'vitest';
import { buildMetadata, generatedImagePath, pageTitle } from '@/features/seo';

const site = {
  name: 'Freilichtmuseum Lindenau',
  tagline: 'Museumsdorf und Kulturbühne',
  defaultImage: '/og/de/site/0.png',
};
const urls = {
  de: '/de/produktionen/der-zerbrochne-krug/4',
  en: '/en/productions/the-broken-jug/4',
  cs: '/cs/produktionen/rozbity-dzban/4',
};

describe('buildMetadata', () => {
  it('gives every language and x-default (German) as alternates and the page itself as canonical', () => {
    const m = buildMetadata({ locale: 'en', title: 'The broken jug', urls }, site);
    expect(m.alternates?.canonical).toBe(urls.en);
    expect(m.alternates?.languages).toEqual({ de: urls.de, en: urls.en, cs: urls.cs, 'x-default': urls.de });
  });

  it('keeps ?page=N in canonical, alternates and og:url, and names the page in the title', () => {
    const m = buildMetadata(
      {
        locale: 'de',
        title: 'Mediathek',
        context: ['Seite 3'],
        urls: { de: '/de/mediathek-de', en: '/en/mediathek-en' },
        query: { page: 3, q: null },
      },
      site,
    );
    expect(m.alternates?.canonical).toBe('/de/mediathek-de?page=3');
    expect(m.alternates?.languages).toMatchObject({
      en: '/en/mediathek-en?page=3',
      'x-default': '/de/mediathek-de?page=3',
    });
    expect(m.openGraph?.url).toBe('/de/mediathek-de?page=3');
    expect(m.title).toEqual({ absolute: 'Mediathek – Seite 3 | Freilichtmuseum Lindenau' });
  });

  it('writes og:locale as language_TERRITORY with the other existing languages as alternates', () => {
    const m = buildMetadata({ locale: 'cs', title: 'Rozbitý džbán', urls: { de: urls.de, cs: urls.cs } }, site);
    expect(m.openGraph).toMatchObject({
      locale: 'cs_CZ',
      alternateLocale: ['de_DE'],
      siteName: site.name,
      type: 'website',
    });
  });

  it("uses the page's own image, else the generated one, else the site default; always a large Twitter card", () => {
    const own = buildMetadata(
      {
        locale: 'de',
        title: 'A',
        urls,
        image: { url: '/media/7/large.webp', alt: 'Krug' },
        generatedImage: generatedImagePath('de', 'production', 4),
      },
      site,
    );
    expect(own.openGraph?.images).toEqual([{ url: '/media/7/large.webp', alt: 'Krug' }]);
    const generated = buildMetadata(
      { locale: 'de', title: 'A', urls, generatedImage: generatedImagePath('de', 'production', 4) },
      site,
    );
    expect(generated.openGraph?.images).toEqual([
      { url: '/og/de/production/4.png', width: 1200, height: 630, alt: 'A | Freilichtmuseum Lindenau' },
    ]);
    const fallback = buildMetadata({ locale: 'de', title: 'A', urls }, site);
    expect(fallback.openGraph?.images).toMatchObject([{ url: '/og/de/site/0.png' }]);
    expect(fallback.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og/de/site/0.png'] });
  });

  it('marks a page noindex (but follow) only when asked, and falls back to the tagline as description', () => {
    expect(buildMetadata({ locale: 'de', title: 'A', urls }, site).robots).toBeUndefined();
    const past = buildMetadata({ locale: 'de', title: 'A', urls, noindex: true }, site);
    expect(past.robots).toEqual({ index: false, follow: true });
    expect(past.description).toBe(site.tagline);
    expect(past.openGraph?.description).toBe(site.tagline);
  });

  it('writes article dates and authors for articles', () => {
    const m = buildMetadata(
      {
        locale: 'de',
        title: 'Backtag',
        urls,
        type: 'article',
        article: {
          publishedTime: '2026-05-01T08:00:00.000Z',
          modifiedTime: '2026-05-02T08:00:00.000Z',
          authors: ['Jana Novak', ''],
          tags: ['Brot'],
        },
      },
      site,
    );
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-05-01T08:00:00.000Z',
      modifiedTime: '2026-05-02T08:00:00.000Z',
      authors: ['Jana Novak'],
      tags: ['Brot'],
    });
  });
});

describe('pageTitle', () => {
  it('makes dates of one production different titles', () => {
    const a = pageTitle({ title: 'Der zerbrochne Krug', context: ['12.05.2027, 19:30'] }, site.name);
    const b = pageTitle({ title: 'Der zerbrochne Krug', context: ['13.05.2027, 19:30'] }, site.name);
    expect(a).toBe('Der zerbrochne Krug – 12.05.2027, 19:30 | Freilichtmuseum Lindenau');
    expect(a).not.toBe(b);
  });

  it('leaves the home page and empty contexts alone', () => {
    expect(pageTitle({ title: 'Freilichtmuseum Lindenau', standalone: true }, site.name)).toBe(
      'Freilichtmuseum Lindenau',
    );
    expect(pageTitle({ title: 'Team', context: [null, '', false] }, site.name)).toBe('Team | Freilichtmuseum Lindenau');
  });
});
