import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { targetKey } from '@/features/box-office/server';
import { offerAvailability } from '@/features/webshop/server';

const { ticketOffers, ticketSeatGroups, ticketTimeslots } = schema;

/** Places of one seat group (or one timeslot of a timed group): sold, held in carts, left. */
type SalesRow = {
  seat_group: string;
  text: string;
  time_start: string | null;
  capacity: number;
  /** In orders that stand (paid or waiting for payment). */
  sold: number;
  /** In visitors' carts, hold not yet expired. */
  held: number;
  left: number;
};

/**
 * What a date has sold, per seat group or timeslot and in total, counted by the shop's own
 * availability (offerAvailability: ordered lines plus live holds, as the cart counts them), so the
 * back office and the shop never disagree. Null when the date has no ticket offer.
 */
export async function dateSales(idJet: number, locale: Locale = 'de') {
  const [offer] = await db().select({ id: ticketOffers.id }).from(ticketOffers).where(eq(ticketOffers.idJet, idJet));
  if (!offer) return null;
  const now = ticketingHooks().now();
  const [groups, places] = await Promise.all([
    db()
      .select()
      .from(ticketSeatGroups)
      .where(eq(ticketSeatGroups.offerId, offer.id))
      .orderBy(asc(ticketSeatGroups.position), asc(ticketSeatGroups.id)),
    offerAvailability(offer.id, now),
  ]);
  const slots = groups.length
    ? await db()
        .select()
        .from(ticketTimeslots)
        .where(
          inArray(
            ticketTimeslots.seatGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(ticketTimeslots.timeStart), asc(ticketTimeslots.id))
    : [];
  const rows: SalesRow[] = groups.flatMap((group) => {
    const base = { seat_group: group.seatGroup, text: pick(group.text, locale) || group.seatGroup };
    const own = slots.filter((s) => s.seatGroupId === group.id);
    const targets = own.length
      ? own.map((slot) => ({ key: targetKey({ seatGroupId: group.id, timeslotId: slot.id }), start: slot.timeStart }))
      : [{ key: targetKey({ seatGroupId: group.id, timeslotId: null }), start: null }];
    return targets.map(({ key, start }) => {
      const place = places.get(key) ?? { capacity: 0, held: 0, sold: 0, left: 0 };
      return {
        ...base,
        time_start: start?.toISOString() ?? null,
        capacity: place.capacity,
        sold: place.sold,
        held: place.held - place.sold,
        left: place.left,
      };
    });
  });
  const sum = (field: 'capacity' | 'sold' | 'held' | 'left') => rows.reduce((s, r) => s + r[field], 0);
  return {
    id_jet: idJet,
    rows,
    total: { capacity: sum('capacity'), sold: sum('sold'), held: sum('held'), left: sum('left') },
  };
}
