import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report';
import { Breadcrumb } from '@/components/breadcrumb';
import { parseFilterQuery } from '../schemas';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';
import { programmePath, programmeUrls } from '../paths';
import { getProgrammeOptions, unknownFilterValue } from '../server/options';
import { QUICK_FILTERS } from '../date-param';
import { FILTER_KEYS } from '../filter-state';
import { EventsPageList } from './events-page-list';
import { EventsPageHeader } from './events-page-header';
import { ProgrammeMain } from './programme-main';

type Query = Record<string, string | string[] | undefined>;

/**
 * A page of the list, a day or a filter is a page of its own: canonical to itself (with the query
 * keys the list knows, in a fixed order), and its title names the page, the day or the selection.
 */
export async function eventsListMetadata(locale: Locale, query: Query = {}): Promise<Metadata> {
  const [t, seo, options] = await Promise.all([
    getTranslations({ locale, namespace: 'EventList' }),
    getTranslations({ locale, namespace: 'Seo' }),
    getProgrammeOptions(locale),
  ]);
  const parsed = parseFilterQuery(query);
  const kept: Record<string, string | null> = {};
  for (const key of LIST_QUERY_KEYS) {
    const value = Array.isArray(query[key]) ? query[key][0] : query[key];
    kept[key] = parsed.ok && value ? value : null;
  }
  const page = listPage(query.page);
  // The selection in words: 'Nächste 3 Tage', 'Ort: Festwiese · Dorfplatz'.
  const filters = [
    ...QUICK_FILTERS.filter((k) => kept[k] === '1').map((k) => t(`quick.${k}`)),
    ...FILTER_KEYS.filter((k) => kept[k]).map(
      (k) => `${t(`filter.${k}`)}: ${options[k].find((o) => String(o.id) === kept[k])?.name ?? kept[k]}`,
    ),
  ];
  return seoMetadata({
    locale,
    title: t('title'),
    context: [
      kept.date && seo('fromDate', { date: kept.date.replace(/-/g, '.') }),
      filters.join(', '),
      await pageContext(locale, page),
    ],
    description: t('metaDescription'),
    urls: programmeUrls('/events'),
    query: { ...kept, page: page > 1 ? page : null },
  });
}

const LIST_QUERY_KEYS = [
  'date',
  'date_to',
  'next_3_days',
  'weekend',
  'room',
  'type',
  'tag',
  'series',
  'genre',
] as const;

/**
 * The events list (docs/requirements.md §2) for a query (date, filters, page). An invalid date or filter is
 * reported and redirects to the unfiltered list.
 */
export async function EventsListPage({ locale, query }: { locale: Locale; query: Query }) {
  const base = programmePath(locale, '/events');
  const parsed = parseFilterQuery(query);
  const rawPage = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = rawPage === undefined ? 1 : /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : NaN;
  const problem = !parsed.ok
    ? parsed.error
    : Number.isNaN(page)
      ? `Invalid page "${rawPage}"`
      : await unknownFilterValue(parsed.state.filter);
  if (problem || !parsed.ok) {
    reportError(new Error(`Events list: ${problem}`), { path: base, query });
    redirect(base);
  }
  const t = await getTranslations({ locale, namespace: 'EventList' });
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <EventsPageHeader locale={locale} state={parsed.state} />
      <EventsPageList locale={locale} state={parsed.state} page={page} />
    </ProgrammeMain>
  );
}
