import 'server-only';
import type { Metadata } from 'next';
import type { PageEntity } from '../types';
import { languageAlternates } from './alternates';

/** Title, description, OpenGraph, canonical and hreflang of a CMS page. */
export function pageMetadata(page: PageEntity, locale: string): Metadata {
  const title = page.meta_title || page.title;
  const description = page.meta_description || undefined;
  return {
    title: page.is_landing_page ? { absolute: title } : title,
    description,
    alternates: { canonical: page.urls[locale as keyof typeof page.urls], languages: languageAlternates(page.urls) },
    openGraph: {
      title: page.og_title || title,
      description: page.og_description || description,
      type: page.og_type === 'article' ? 'article' : 'website',
      url: page.urls[locale as keyof typeof page.urls],
      images: page.og_image ? [{ url: page.og_image }] : undefined,
    },
  };
}
