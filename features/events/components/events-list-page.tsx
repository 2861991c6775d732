import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report';
import { Breadcrumb } from '@/components/breadcrumb';
import { parseFilterQuery } from '../schemas';
import { programmePath, programmeUrls } from '../paths';
import { unknownFilterValue } from '../server/options';
import { EventsList } from './events-list';
import { EventsPageHeader } from './events-page-header';
import { ProgrammeMain } from './programme-main';

type Query = Record<string, string | string[] | undefined>;

export async function eventsListMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'EventList' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: { canonical: programmePath(locale, '/events'), languages: programmeUrls('/events') },
  };
}

/**
 * The events list (SPEC 2) for a query (date, filters, page). An invalid date or filter is
 * reported and redirects to the unfiltered list.
 */
export async function EventsListPage({ locale, query }: { locale: Locale; query: Query }) {
  const base = programmePath(locale, '/events');
  const parsed = parseFilterQuery(query);
  const rawPage = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = rawPage === undefined ? 1 : /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : NaN;
  const problem = !parsed.ok ? parsed.error : Number.isNaN(page) ? `Invalid page "${rawPage}"` : await unknownFilterValue(parsed.state.filter);
  if (problem || !parsed.ok) {
    reportError(new Error(`Events list: ${problem}`), { path: base, query });
    redirect(base);
  }
  const t = await getTranslations({ locale, namespace: 'EventList' });
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <EventsPageHeader locale={locale} state={parsed.state} />
      <EventsList locale={locale} state={parsed.state} page={page} />
    </ProgrammeMain>
  );
}
