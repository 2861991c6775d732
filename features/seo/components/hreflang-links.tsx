import type { Locale } from '@/i18n/config';
import { languageAlternates } from '../metadata';

/**
 * A page's hreflang alternates (the same as the sitemap's: every language plus x-default), written by
 * the page as <link rel="alternate" hreflang="…"> (React places them in the head). Next's metadata
 * writes the attribute as `hrefLang`, which HTML reads alike but plain-text tools and checks matching
 * `hreflang="de"` do not find; content and legal pages use these instead (hreflangInPage).
 */
export function HreflangLinks({ urls, siteUrl }: { urls: Partial<Record<Locale, string>>; siteUrl: string }) {
  return (
    <>
      {Object.entries(languageAlternates(urls)).map(([language, path]) => (
        // The lowercase attribute name on purpose (see above); React passes it through as written.
        <link key={language} rel="alternate" {...{ hreflang: language }} href={new URL(path, siteUrl).toString()} />
      ))}
    </>
  );
}
