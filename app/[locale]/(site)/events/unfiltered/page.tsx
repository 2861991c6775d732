import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { EventsListPage, eventsListMetadata } from '@/features/events/server';

/**
 * The events list without any filter, the programme's usual entry: the proxy rewrites the localized
 * list path without a query here, so it is served from the page cache (ISR) like other pages.
 * 'Upcoming' changes with the day, hence the revalidate on top of the cache tags of its data.
 */
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/events/unfiltered'>): Promise<Metadata> {
  return eventsListMetadata((await params).locale as Locale);
}

export default async function UnfilteredEventsPage({ params }: PageProps<'/[locale]/events/unfiltered'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <EventsListPage locale={locale} query={{}} />;
}
