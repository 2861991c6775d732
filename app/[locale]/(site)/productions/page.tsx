import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { programmeUrls } from '@/features/events';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';
import { ProductionsListPage } from '@/features/productions/server';

// The query (filters, date, page) decides the content: rendered per request, the data behind it is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/productions'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const query = await searchParams;
  const page = listPage(query.page);
  const [t, seo] = await Promise.all([getTranslations({ locale, namespace: 'Productions' }), getTranslations({ locale, namespace: 'Seo' })]);
  // A filtered list is a page of its own (canonical to itself, title says so); the page number likewise.
  const filter = { season: first(query.season), exhibition_type: first(query.exhibition_type), tag: first(query.tag) };
  const filtered = Object.values(filter).some(Boolean);
  return seoMetadata({
    locale,
    title: t('title'),
    context: [filtered && `${seo('filtered')} ${Object.values(filter).filter(Boolean).join('/')}`, await pageContext(locale, page)],
    description: t('metaDescription'),
    urls: programmeUrls('/productions'),
    query: { ...filter, page: page > 1 ? page : null },
  });
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null;

/** Productions with filters season, exhibition type and tag; pages start at 1 (SPEC 4). */
export default async function ProductionsPage({ params, searchParams }: PageProps<'/[locale]/productions'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ProductionsListPage locale={locale} query={await searchParams} />;
}
