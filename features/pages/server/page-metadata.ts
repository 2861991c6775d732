import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/config';
import { generatedImagePath } from '@/features/seo';
import { seoMetadata } from '@/features/seo/server';
import type { PageEntity } from '../types';

/**
 * Title, description, canonical, hreflang and sharing of a CMS page (features/seo). A sub-page names
 * its parent, so two pages called 'Anfahrt' under different sections keep different titles.
 */
export function pageMetadata(page: PageEntity, locale: Locale): Promise<Metadata> {
  // The home page's share image is the site's own (its title is the site name).
  const home = page.urls[locale] === `/${locale}`;
  return seoMetadata({
    locale,
    title: page.meta_title || page.title,
    context: page.meta_title || !page.parent ? [] : [page.parent.title],
    description: page.meta_description,
    urls: page.urls,
    image: page.og_image ? { url: page.og_image, alt: page.og_title || page.title } : null,
    generatedImage: home ? null : generatedImagePath(locale, 'page', page.id),
    type: page.og_type === 'article' ? 'article' : 'website',
    standalone: page.is_landing_page || home,
    share: { title: page.og_title, description: page.og_description },
    // The page writes them itself (HreflangLinks in the page route), as the sitemap spells them.
    hreflangInPage: true,
  });
}
