import type { IcsEvent } from './ics';
import type { EventListItem } from './types';

/** An event (list item or detail) as a calendar entry with absolute links. */
export function toIcsEvent(
  event: EventListItem & { description?: string; venue_detail?: { street: string; zip: string; city: string } | null },
  siteUrl: string,
): IcsEvent {
  const host = new URL(siteUrl).host;
  const place = [
    event.room?.name,
    event.venue?.name,
    event.venue_detail ? `${event.venue_detail.street}, ${event.venue_detail.zip} ${event.venue_detail.city}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    uid: `event-${event.id}@${host}`,
    start: event.date_start,
    end: event.date_end,
    title: event.title,
    description: [event.subtitle, event.description ?? event.teaser].filter(Boolean).join('\n\n'),
    location: place,
    url: new URL(event.url, siteUrl).toString(),
    status: event.status,
  };
}
