import 'server-only';
import { inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { locales, pick, type Locale } from '@/i18n/config';
import { pathnames } from '@/i18n/routing';
import { getOffersForEvents } from '@/features/ticket-offers/server';

const detail = pathnames['/events/[slug]/[id]'];

/** Event detail links in any language: /de/programm/veranstaltungen/{slug}/{id}, with or without the host. */
const detailLink = new RegExp(
  `/(?:${locales.join('|')})(?:${Object.values(detail)
    .map((p) => p.replace('/[slug]/[id]', '').replace(/[/]/g, '\\/'))
    .join('|')})\\/[^/"'\\s?#]+\\/(\\d{1,9})(?=[/"'\\s?#]|$)`,
  'g',
);

/** Ids of the event dates a text links to (block fields, rich text). */
export function eventIdsInText(text: string): number[] {
  return [...text.matchAll(detailLink)].map((m) => Number(m[1]));
}

export type EventLinkState = {
  id: number;
  title: string;
  date_start: string;
  reason: 'past' | 'cancelled' | 'sold_out' | null;
};

/**
 * Whether visitors can still go to these event dates: past (ended), cancelled, or sold out (a ticket
 * offer with no seat group or timeslot left on sale, docs/requirements.md §5: status '0' is not offered).
 */
export async function eventLinkStates(
  ids: number[],
  locale: Locale,
  now = new Date(),
): Promise<Map<number, EventLinkState>> {
  const unique = [...new Set(ids)];
  const map = new Map<number, EventLinkState>();
  if (unique.length === 0) return map;
  const e = schema.events;
  const rows = await db()
    .select({ id: e.id, title: e.title, start: e.dateStart, end: e.dateEnd, status: e.status, idJet: e.idJet })
    .from(e)
    .where(inArray(e.id, unique));
  const offers = await getOffersForEvents(
    rows.flatMap((r) => (r.idJet ? [r.idJet] : [])),
    locale,
  );
  for (const row of rows) {
    const offer = row.idJet ? offers.get(row.idJet) : undefined;
    const onSale = offer?.seat_groups.some(
      (g) => g.status !== '0' && (g.timeslots.length === 0 || g.timeslots.some((t) => t.status !== '0')),
    );
    const reason =
      row.status === 'cancelled'
        ? 'cancelled'
        : (row.end ?? row.start) < now
          ? 'past'
          : offer && !onSale
            ? 'sold_out'
            : null;
    map.set(row.id, { id: row.id, title: pick(row.title, locale) ?? '', date_start: row.start.toISOString(), reason });
  }
  return map;
}
