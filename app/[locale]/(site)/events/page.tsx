import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { EventsListPage, eventsListMetadata } from '@/features/events/server';

// The query (filters, date, page) decides the content: rendered per request, the data behind it is
// cached. Without a query the proxy serves the cached ./unfiltered page instead.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/events'>): Promise<Metadata> {
  return eventsListMetadata((await params).locale as Locale, await searchParams);
}

export default async function EventsPage({ params, searchParams }: PageProps<'/[locale]/events'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <EventsListPage locale={locale} query={await searchParams} />;
}
