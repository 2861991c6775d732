import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { buildMetadata, generatedImagePath, type SeoInput } from '../metadata';

/** buildMetadata with the site's name, tagline and default share image in the page's language. */
export async function seoMetadata(input: SeoInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Common' });
  return buildMetadata(input, {
    name: t('siteName'),
    tagline: t('siteTagline'),
    defaultImage: generatedImagePath(input.locale, 'site'),
  });
}

/** 'Seite 2' for page 2 and later of a list; nothing for the first page. */
export async function pageContext(locale: Locale, page: number) {
  if (!(page > 1)) return null;
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return t('page', { page });
}

/** ?page= of a list for its metadata: the number when it is a sensible one, else 1 (the page itself rejects the rest). */
export function listPage(value: string | string[] | undefined) {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
