import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HreflangLinks } from './components/hreflang-links';
import { buildMetadata } from './metadata';
import { sitemapUrls, urlsetXml } from './sitemap-xml';

const SITE = 'https://museum.example';
const imprint = { de: '/de/impressum', en: '/en/impressum', cs: '/cs/impressum' };
const site = { name: 'Freilichtmuseum Lindenau', tagline: 'Ein Dorf', defaultImage: '/og/de/site/0.png' };

/** hreflang → href of every alternate link in a piece of HTML or XML, as a case-sensitive check reads them. */
const alternates = (markup: string) =>
  Object.fromEntries([...markup.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]));

describe('hreflang of content and legal pages', () => {
  it('writes the same alternates as the sitemap (de, en, cs, x-default), spelt hreflang', () => {
    const html = renderToStaticMarkup(<HreflangLinks urls={imprint} siteUrl={SITE} />);
    const xml = urlsetXml(sitemapUrls([{ urls: imprint, lastModified: null }]).slice(0, 1), SITE);
    expect(alternates(html)).toEqual({
      de: `${SITE}/de/impressum`,
      en: `${SITE}/en/impressum`,
      cs: `${SITE}/cs/impressum`,
      'x-default': `${SITE}/de/impressum`,
    });
    expect(alternates(html)).toEqual(alternates(xml));
    expect(html).not.toContain('hrefLang');
  });

  it('lists only the languages a page exists in', () => {
    const html = renderToStaticMarkup(<HreflangLinks urls={{ en: '/en/only' }} siteUrl={SITE} />);
    expect(alternates(html)).toEqual({ en: `${SITE}/en/only` });
  });

  it('leaves them out of the head when the page writes them, so none is doubled; other pages keep them there', () => {
    const input = { locale: 'de' as const, title: 'Impressum', urls: imprint };
    expect(buildMetadata({ ...input, hreflangInPage: true }, site).alternates).toEqual({ canonical: '/de/impressum' });
    expect(buildMetadata(input, site).alternates?.languages).toEqual({
      de: '/de/impressum',
      en: '/en/impressum',
      cs: '/cs/impressum',
      'x-default': '/de/impressum',
    });
  });
});
