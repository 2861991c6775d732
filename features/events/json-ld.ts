import type { EventDetail } from './server/detail';

const STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/** schema.org Event for search engines: eventStatus, location (Place with address) and offers. */
export function eventJsonLd(event: EventDetail, siteUrl: string) {
  const absolute = (path: string | null | undefined) => (path ? new URL(path, siteUrl).toString() : undefined);
  const prices = event.offer?.prices ?? [];
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
    ...(event.image_obj ? { image: [absolute(event.image_thumbnails.large ?? event.image_obj.url)] } : {}),
    location: {
      '@type': 'Place',
      name: [event.room?.name, event.venue_detail?.name].filter(Boolean).join(', ') || 'Freilichtmuseum Lindenau',
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue_detail?.street ?? '',
        postalCode: event.venue_detail?.zip ?? '',
        addressLocality: event.venue_detail?.city ?? 'Lindenau',
        addressCountry: 'DE',
      },
      ...(event.venue_detail?.latitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: event.venue_detail.latitude, longitude: event.venue_detail.longitude } } : {}),
    },
    offers: event.is_free
      ? [{ '@type': 'Offer', price: '0', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: absolute(event.url) }]
      : prices.map((price) => ({
          '@type': 'Offer',
          name: price.text || price.name,
          price: price.price,
          priceCurrency: 'EUR',
          availability: event.status === 'cancelled' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
          url: absolute(event.ticket_url ?? event.url),
        })),
    organizer: { '@type': 'Organization', name: 'Freilichtmuseum Lindenau', url: siteUrl },
    ...(event.cast.length ? { performer: event.cast.map((c) => ({ '@type': 'Person', name: c.name })) } : {}),
  };
}
