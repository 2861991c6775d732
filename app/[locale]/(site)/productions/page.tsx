import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { programmePath } from '@/features/events';
import { ProductionsListPage } from '@/features/productions/server';

// The query (filters, date, page) decides the content: rendered per request, the data behind it is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/productions'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Productions' });
  return { title: t('title'), description: t('metaDescription'), alternates: { canonical: programmePath(locale, '/productions') } };
}

/** Productions with filters season, exhibition type and tag; pages start at 1 (SPEC 4). */
export default async function ProductionsPage({ params, searchParams }: PageProps<'/[locale]/productions'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ProductionsListPage locale={locale} query={await searchParams} />;
}
