import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { TagsView } from '@/features/magazine/server';
import { magazinePaths } from '@/features/magazine';
import { seoMetadata } from '@/features/seo/server';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/magazine/tags'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Magazine' });
  const urls = { de: magazinePaths.tags('de'), en: magazinePaths.tags('en'), cs: magazinePaths.tags('cs') };
  return seoMetadata({ locale, title: t('topicsTitle'), context: [t('title')], urls });
}

/** All #Topics of the magazine. */
export default async function MagazineTagsPage({ params }: PageProps<'/[locale]/magazine/tags'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <TagsView locale={locale} />;
}
