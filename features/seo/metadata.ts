import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/config';

/** og:locale values (Open Graph wants language_TERRITORY, not 'de'). */
export const OG_LOCALES: Record<Locale, string> = { de: 'de_DE', en: 'en_GB', cs: 'cs_CZ' };

type SeoImage = { url: string; width?: number; height?: number; alt?: string };

export type SeoInput = {
  locale: Locale;
  /** The page's own name ('Brotbacken'); context and the site name are added. */
  title: string;
  /** What tells this page apart from others of the same name: a date, 'Seite 2', a category. */
  context?: (string | null | undefined | false)[];
  description?: string | null;
  /** The page's path in every language it exists in, without query. */
  urls: Partial<Record<Locale, string>>;
  /** Query that makes this a page of its own (?page=2): canonical and alternates keep it. */
  query?: Record<string, string | number | null | undefined>;
  /** The page's own image (event, production, article, person media). */
  image?: SeoImage | null;
  /** The generated share image used when the page has none (app/og). */
  generatedImage?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Reachable but not for search results (past event dates, search results). */
  noindex?: boolean;
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[]; tags?: string[] };
  /** The home page: its title stands alone (no ' | site name'). */
  standalone?: boolean;
  /** Staff's own wording for sharing (CMS pages' og_title / og_description). */
  share?: { title?: string | null; description?: string | null };
  /** The page renders its hreflang links itself (HreflangLinks): the head leaves them out, so none is doubled. */
  hreflangInPage?: boolean;
};

export type SeoSite = { name: string; tagline: string; defaultImage: string };

/** The 1200×630 share image of a page without its own (app/og/[locale]/[kind]/[file]/route.tsx). */
export function generatedImagePath(locale: Locale, kind: string, id: number | string = 0) {
  return `/og/${locale}/${kind}/${id}.png`;
}

function withQuery(path: string, query: SeoInput['query']) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== null && v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The hreflang alternates of a page, as the sitemap lists them: its path in every language it exists
 * in, plus x-default (the German one).
 */
export function languageAlternates(
  urls: Partial<Record<Locale, string>>,
  query?: SeoInput['query'],
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of locales) if (urls[l]) languages[l] = withQuery(urls[l]!, query);
  if (languages.de) languages['x-default'] = languages.de;
  return languages;
}

/** The full title: name, context and site name, so that no two pages share one. */
export function pageTitle(input: Pick<SeoInput, 'title' | 'context' | 'standalone'>, siteName: string) {
  const parts = [input.title, ...(input.context ?? [])].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  const name = parts.join(' – ');
  if (input.standalone || name === siteName) return name || siteName;
  return name ? `${name} | ${siteName}` : siteName;
}

/**
 * Metadata of every public page type, built one way: unique title, description, canonical (with
 * the query that makes the page its own), hreflang per language plus x-default (German), Open Graph
 * with og:locale and its alternates, the page's image or a generated one, and the Twitter card.
 * URLs stay relative; the root layout's metadataBase makes them absolute.
 */
export function buildMetadata(input: SeoInput, site: SeoSite): Metadata {
  const title = pageTitle(input, site.name);
  const description = (input.description ?? '').trim().slice(0, 300) || site.tagline;
  const own = input.urls[input.locale];
  const canonical = own ? withQuery(own, input.query) : undefined;
  const languages = languageAlternates(input.urls, input.query);
  const image: SeoImage = input.image?.url
    ? input.image
    : { url: input.generatedImage || site.defaultImage, width: 1200, height: 630, alt: title };
  const type = input.type ?? 'website';
  return {
    title: { absolute: title },
    description,
    alternates: input.hreflangInPage ? { canonical } : { canonical, languages },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title: input.share?.title || title,
      description: input.share?.description || description,
      url: canonical,
      siteName: site.name,
      locale: OG_LOCALES[input.locale],
      alternateLocale: locales.filter((l) => l !== input.locale && input.urls[l]).map((l) => OG_LOCALES[l]),
      images: [image],
      ...(type === 'article'
        ? {
            type: 'article' as const,
            publishedTime: input.article?.publishedTime,
            modifiedTime: input.article?.modifiedTime,
            authors: input.article?.authors?.filter(Boolean),
            tags: input.article?.tags,
          }
        : { type }),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.share?.title || title,
      description: input.share?.description || description,
      images: [image.url],
    },
  };
}
