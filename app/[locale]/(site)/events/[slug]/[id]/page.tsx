import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { Breadcrumb } from '@/components/breadcrumb';
import { StickyTicketSource } from '@/features/site/client';
import { getDesignSettings } from '@/features/settings/server';
import { getEventDetail } from '@/features/events/server';
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
  return {
    title: event.title,
    description: event.teaser || event.subtitle,
    alternates: { canonical: event.url, languages: event.urls },
    openGraph: { title: event.title, description: event.teaser, type: 'website', images: event.image_thumbnails.large ? [event.image_thumbnails.large] : undefined },
  };
}

/** Event detail (SPEC 2): all dates and times in Europe/Berlin, sections in design-settings order. */
export default async function EventPage({ params }: PageProps<'/[locale]/events/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const eventId = parseId(id);
  const event = eventId ? await getEventDetail(eventId, locale) : null;
  if (!event) notFound();
  if (decodeParam(slug) !== event.slug) permanentRedirect(event.url);
  const [design, t] = await Promise.all([getDesignSettings(), getTranslations({ locale, namespace: 'EventList' })]);
  const jsonLd = JSON.stringify(eventJsonLd(event, env().SITE_URL)).replace(/</g, '\\u003c');
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/events') }, { label: event.title }]} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <EventDetailView event={event} locale={locale} design={design} />
      <p>
        <EventOverlay eventsPath={programmePath(locale, '/events')} />
      </p>
      <StickyTicketSource ticketUrl={event.status === 'cancelled' ? null : event.ticket_url} prices={event.offer?.prices ?? []} isProduction={false} />
    </ProgrammeMain>
  );
}
