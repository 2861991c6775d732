import type { OrderView } from './types';

/** iCalendar UTC stamp, e.g. 20260704T080000Z. */
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escape = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

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
  const now = stamp(new Date(order.created_at).toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Freilichtmuseum Lindenau//Box office//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  let n = 0;
  for (const e of entries.values()) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${order.code}-${++n}@freilichtmuseum-lindenau`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      `SUMMARY:${escape(e.title)}`,
      `LOCATION:${escape(options.location)}`,
      `DESCRIPTION:${escape(options.description)}`,
      `URL:${options.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
