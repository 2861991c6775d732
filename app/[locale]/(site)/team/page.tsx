import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { programmeUrls } from '@/features/events';
import { seoMetadata } from '@/features/seo/server';
import { TeamPageView } from '@/features/team/server';

// ISR (the root layout's empty generateStaticParams): rendered on first request, then cached until one of
// its data tags is revalidated.

export async function generateMetadata({ params }: PageProps<'/[locale]/team'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Team' });
  return seoMetadata({ locale, title: t('title'), description: t('metaDescription'), urls: programmeUrls('/team') });
}

/** The team (ensemble) by category; an accordion when the design settings say so. */
export default async function TeamPage({ params }: PageProps<'/[locale]/team'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <TeamPageView locale={locale} />;
}
