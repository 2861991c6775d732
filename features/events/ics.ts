import { buildCalendar, icalText } from '@/lib/ical';

/**
 * iCalendar text for one event (add to calendar) or a feed of the filtered list, written by the
 * shared writer (lib/ical.ts). An event without an end is given one hour.
 */
export type IcsEvent = {
  uid: string;
  start: string;
  end: string | null;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  status?: string;
};

/** Escapes text values (backslash, semicolon, comma, newline). */
export const icsText = icalText;

export function buildIcs(events: IcsEvent[], options: { name: string; now?: Date }) {
  return buildCalendar(
    events.map((event) => ({
      uid: event.uid,
      start: event.start,
      end: event.end ?? new Date(new Date(event.start).getTime() + 3600_000).toISOString(),
      summary: event.title,
      description: event.description,
      location: event.location,
      url: event.url,
      status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    })),
    { prodId: '-//Freilichtmuseum Lindenau//Programm//DE', name: options.name, stamp: options.now },
  );
}
