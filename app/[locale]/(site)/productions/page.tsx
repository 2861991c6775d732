import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { programmeUrls } from '@/features/events';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';
import { ProductionsListPage } from '@/features/productions/server';
import { getProgrammeOptions } from '@/features/events/server';

// The query (filters, date, page) decides the content: rendered per request, the data behind it is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/productions'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const query = await searchParams;
  const page = listPage(query.page);
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Productions' }),
    getProgrammeOptions(locale),
  ]);
  // A filtered list is a page of its own (canonical to itself, its title names the selection); the page number likewise.
  const filter = { season: first(query.season), exhibition_type: first(query.exhibition_type), tag: first(query.tag) };
  const lists = { season: options.season, exhibition_type: options.type, tag: options.productionTag };
  const names = (Object.keys(filter) as (keyof typeof filter)[]).flatMap((k) =>
    filter[k] ? [lists[k].find((o) => String(o.id) === filter[k])?.name ?? filter[k]] : [],
  );
  return seoMetadata({
    locale,
    title: t('title'),
    context: [names.join(', '), await pageContext(locale, page)],
    description: t('metaDescription'),
    urls: programmeUrls('/productions'),
    query: { ...filter, page: page > 1 ? page : null },
  });
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null;

/** Productions with filters season, exhibition type and tag; pages start at 1 (docs/requirements.md §4). */
export default async function ProductionsPage({ params, searchParams }: PageProps<'/[locale]/productions'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ProductionsListPage locale={locale} query={await searchParams} />;
}
