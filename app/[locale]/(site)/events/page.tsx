import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report';
import { Breadcrumb } from '@/components/breadcrumb';
import { parseFilterQuery } from '@/features/events/filter-state';
import { programmePath } from '@/features/events/paths';
import { unknownFilterValue } from '@/features/events/server/options';
import { EventsList } from '@/features/events/components/events-list';
import { EventsPageHeader } from '@/features/events/components/events-page-header';
import { ProgrammeMain } from '@/features/events/components/programme-main';

// The query (filters, date, page) decides the content: rendered per request, the data behind it is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/events'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'EventList' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: { canonical: programmePath(locale as Locale, '/events'), languages: { de: programmePath('de', '/events'), en: programmePath('en', '/events'), cs: programmePath('cs', '/events') } },
  };
}

/**
 * The events list (SPEC 2). Its query (date, filters, page) makes it dynamic; the data behind it
 * is cached. An invalid date or filter is reported and redirects to the unfiltered list.
 */
export default async function EventsPage({ params, searchParams }: PageProps<'/[locale]/events'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
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
