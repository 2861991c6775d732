import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { SearchPageView } from '@/features/search/server';
import { isSearchCategory } from '@/features/search';
import { seoMetadata } from '@/features/seo/server';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/search/[[...params]]'>): Promise<Metadata> {
  const [{ locale, params: segments = [] }, query] = await Promise.all([params, searchParams]);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'SearchPage' });
  const q = typeof query.q === 'string' ? query.q.slice(0, 80) : '';
  const path = segments.map(encodeURIComponent).join('/');
  const urls = Object.fromEntries(
    (['de', 'en', 'cs'] as const).map((l) => [l, `/${l}/search${path ? `/${path}` : ''}`]),
  );
  // Result pages are not worth indexing for search engines (noindex); they still get the sharing tags.
  return seoMetadata({
    locale: locale as Locale,
    title: t('title'),
    context: [q && `„${q}“`, ...segments],
    urls,
    query: { q: q || null },
    noindex: true,
  });
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
  return (
    <SearchPageView locale={locale as Locale} query={q} category={category as 'events' | 'others' | null} page={page} />
  );
}
