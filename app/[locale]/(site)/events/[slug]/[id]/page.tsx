import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { JsonLd } from '@/components/json-ld';
import { generatedImagePath } from '@/features/seo';
import { museumPlace, seoMetadata } from '@/features/seo/server';
import { Breadcrumb } from '@/components/breadcrumb';
import { StickyTicketSource } from '@/features/site/client';
import { getDesignSettings } from '@/features/settings/server';
import { eventOverlayTexts, getEventDetail } from '@/features/events/server';
import { eventJsonLd, programmePath, EventDetailView, ProgrammeMain } from '@/features/events';
import { EventOverlay } from '@/features/events/client';
import { decodeParam, parseId } from '@/lib/params';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/events/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const eventId = parseId(id);
  const event = eventId ? await getEventDetail(eventId, locale as Locale) : null;
  if (!event) return {};
  const format = await getFormatter({ locale: locale as Locale });
  const image = event.image_obj
    ? { url: event.image_thumbnails.large ?? event.image_obj.url, alt: event.image_obj.alt || event.title }
    : null;
  return seoMetadata({
    locale: locale as Locale,
    title: event.title,
    // Every date of a production has the production's title: the date tells them apart.
    context: [format.dateTime(new Date(event.date_start), { dateStyle: 'medium', timeStyle: 'short' })],
    description: event.teaser || event.subtitle || event.description,
    urls: event.urls,
    image,
    generatedImage: generatedImagePath(locale as Locale, 'event', event.id),
    // A past date stays reachable (links, bookmarks) but is no longer offered to search engines.
    noindex: new Date(event.date_end ?? event.date_start).getTime() < Date.now(),
  });
}

/** Event detail (docs/requirements.md §2): all dates and times in Europe/Berlin, sections in design-settings order. */
export default async function EventPage({ params }: PageProps<'/[locale]/events/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const eventId = parseId(id);
  const event = eventId ? await getEventDetail(eventId, locale) : null;
  if (!event) notFound();
  if (decodeParam(slug) !== event.slug) permanentRedirect(event.url);
  const [design, t, overlay, museum] = await Promise.all([
    getDesignSettings(),
    getTranslations({ locale, namespace: 'EventList' }),
    eventOverlayTexts(locale),
    museumPlace(locale),
  ]);
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/events') }, { label: event.title }]} />
      <JsonLd data={eventJsonLd(event, env().SITE_URL, locale, museum)} />
      <EventDetailView event={event} locale={locale} design={design} />
      <p>
        <EventOverlay eventsPath={programmePath(locale, '/events')} texts={overlay} />
      </p>
      <StickyTicketSource
        ticketUrl={event.status === 'cancelled' ? null : event.ticket_url}
        prices={event.offer?.prices ?? []}
        isProduction={false}
      />
    </ProgrammeMain>
  );
}
