import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { SearchPageView } from '@/features/search/server';
import { isSearchCategory } from '@/features/search';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/search/[[...params]]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'SearchPage' });
  // Result pages are not worth indexing for search engines.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /search/{category?}/{page?}?q= - results depend on the query, so this page renders per request. */
export default async function SearchRoute({ params, searchParams }: PageProps<'/[locale]/search/[[...params]]'>) {
  const [{ locale, params: segments = [] }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  const [category = null, pageText, ...rest] = segments;
  if (rest.length > 0 || (category !== null && !isSearchCategory(category))) notFound();
  const page = pageText === undefined ? 1 : Number(pageText);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) notFound();
  const q = typeof query.q === 'string' ? query.q.slice(0, 200) : '';
  return <SearchPageView locale={locale as Locale} query={q} category={category as 'events' | 'others' | null} page={page} />;
}
