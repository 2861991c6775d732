import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { programmeUrls } from '@/features/events';
import { seoMetadata } from '@/features/seo/server';
import { SeriesListView } from '@/features/events/server';

// ISR (the root layout's empty generateStaticParams): rendered on first request, then cached until one of
// its data tags is revalidated.

export async function generateMetadata({ params }: PageProps<'/[locale]/series'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Series' });
  return seoMetadata({ locale, title: t('title'), description: t('metaDescription'), urls: programmeUrls('/series') });
}

/** Series and subscriptions (docs/requirements.md §2: /series, with /abonnements as alias). */
export default async function SeriesListPage({ params }: PageProps<'/[locale]/series'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SeriesListView locale={locale} />;
}
