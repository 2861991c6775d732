import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { MagazineView, pageParam } from '@/features/magazine/server';
import { magazinePaths } from '@/features/magazine';
import { languageAlternates } from '@/features/pages/server';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/magazine'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Magazine' });
  const urls = { de: magazinePaths.home('de'), en: magazinePaths.home('en'), cs: magazinePaths.home('cs') };
  return { title: t('title'), description: t('intro'), alternates: { canonical: urls[locale], languages: languageAlternates(urls) } };
}

/** The media library (magazine): all articles, newest first; ?page= for visitors without JavaScript. */
export default async function MagazinePage({ params, searchParams }: PageProps<'/[locale]/magazine'>) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  return <MagazineView locale={locale as Locale} page={pageParam(query.page)} basePath={magazinePaths.home(locale as Locale)} />;
}
