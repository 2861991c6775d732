import type { Event, EventStatusType, Offer, WithContext } from 'schema-dts';
import type { Locale } from '@/i18n/config';
import type { EventDetail } from './server/detail';
import { eventPlace, type MuseumPlace } from '@/features/seo';

const STATUS: Record<string, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/**
 * Where a visitor buys tickets for this date, in the page's language: an outside ticket site as
 * given; our box office at /{locale}/webshop/event/{id_jet} (ticket_url holds the unprefixed
 * '/webshop/event/…', which is no page); other shop paths with the language prefix; any other
 * path as stored (the proxy's shop entries such as /testshop need none).
 */
export function ticketPageUrl(
  event: Pick<EventDetail, 'ticket_url' | 'id_jet' | 'offer' | 'url'>,
  locale: Locale,
): string {
  const given = event.ticket_url?.trim() || '';
  if (/^https?:\/\//i.test(given)) return given;
  if (event.id_jet !== null && (event.offer || /(^|\/)webshop\/event\//.test(given)))
    return `/${locale}/webshop/event/${event.id_jet}`;
  if (given.startsWith('/webshop/')) return `/${locale}${given}`;
  if (given.startsWith('/')) return given;
  return event.url;
}

/**
 * schema.org Event for search engines: eventStatus, location (Place with address) and offers. A date
 * without a venue takes place at the museum (`museum`: its name and main venue's address).
 */
export function eventJsonLd(
  event: EventDetail,
  siteUrl: string,
  locale: Locale,
  museum: MuseumPlace = { name: 'Freilichtmuseum Lindenau', address: null },
): WithContext<Event> {
  const absolute = (path: string | null | undefined) => (path ? new URL(path, siteUrl).toString() : undefined);
  const prices = event.offer?.prices ?? [];
  const ticketUrl = absolute(ticketPageUrl(event, locale));
  const offers: Offer[] = event.is_free
    ? [
        {
          '@type': 'Offer',
          price: '0',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: absolute(event.url),
        },
      ]
    : prices.map((price) => ({
        '@type': 'Offer',
        name: price.text || price.name,
        price: price.price,
        priceCurrency: 'EUR',
        availability: event.status === 'cancelled' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
        url: ticketUrl,
      }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.teaser || event.description.slice(0, 300),
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: STATUS[event.status] ?? STATUS.scheduled,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: absolute(event.url),
    inLanguage: locale,
    ...(event.image_obj ? { image: [absolute(event.image_thumbnails.large ?? event.image_obj.url)!] } : {}),
    location: event.venue_detail
      ? {
          '@type': 'Place',
          name: [event.room?.name, event.venue_detail.name].filter(Boolean).join(', '),
          ...(event.venue_detail.url ? { url: absolute(event.venue_detail.url) } : {}),
          address: {
            '@type': 'PostalAddress',
            streetAddress: event.venue_detail.street || museum.address?.street || '',
            postalCode: event.venue_detail.zip || museum.address?.zip || '',
            addressLocality: event.venue_detail.city || museum.address?.city || '',
            addressCountry: 'DE',
          },
          ...(event.venue_detail.latitude != null && event.venue_detail.longitude != null
            ? {
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: event.venue_detail.latitude,
                  longitude: event.venue_detail.longitude,
                },
              }
            : {}),
        }
      : eventPlace([event.room?.name], museum),
    ...(offers.length ? { offers } : {}),
    organizer: { '@type': 'Organization', name: 'Freilichtmuseum Lindenau', url: siteUrl },
    ...(event.production
      ? { workPerformed: { '@type': 'CreativeWork', name: event.production.name, url: absolute(event.production.url) } }
      : {}),
    ...(event.cast.length
      ? { performer: event.cast.map((c) => ({ '@type': 'Person' as const, name: c.name, url: absolute(c.url) })) }
      : {}),
  };
}
