import { buildCalendar } from '@/lib/ical';
import type { OrderView } from './types';

/**
 * The add-to-calendar file of an order: one entry per event date (and timeslot) booked. Events
 * without a known end are given two hours, the usual length of a guided programme in the village.
 */
export function orderCalendar(
  order: OrderView,
  options: { location: string; description: string; url: string },
): string {
  const entries = new Map<string, { title: string; start: string; end: string }>();
  for (const t of order.tickets) {
    const start = t.time_start ?? t.date_start;
    if (!start) continue;
    const end = t.time_end ?? new Date(new Date(start).getTime() + 2 * 3600_000).toISOString();
    entries.set(`${t.id_jet}-${start}`, { title: t.event_title, start, end });
  }
  return buildCalendar(
    [...entries.values()].map((e, i) => ({
      uid: `${order.code}-${i + 1}@freilichtmuseum-lindenau`,
      start: e.start,
      end: e.end,
      summary: e.title,
      location: options.location,
      description: options.description,
      url: options.url,
    })),
    { prodId: '-//Freilichtmuseum Lindenau//Box office//DE', stamp: order.created_at },
  );
}
