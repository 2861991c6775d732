import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { FavoritesPage } from '@/features/favorites/server';

// Per visitor: it reads the favorites cookie or the visitor's session, so it is never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/favorites'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'FavoritesPage' });
  return { title: t('title'), description: t('metaDescription'), robots: { index: false } };
}

/** The visitor's favorites (issue 16): guests from this browser's cookie, visitors from their account. */
export default async function FavoritesRoute({ params, searchParams }: PageProps<'/[locale]/user/favorites'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <FavoritesPage locale={locale} query={await searchParams} />;
}
