import 'server-only';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { pick, type Locale } from '@/i18n/config';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { TodayDate } from '../results';

const { ticketOffers: offers, ticketCodes: codes, ticketReservations: r, ticketSeatGroups: groups } = schema;

/**
 * Today's dates (Berlin day) for the door and the box office, earliest first: how many tickets were
 * issued and how many of them have been admitted. Read-only.
 */
export async function todayDates(locale: Locale): Promise<TodayDate[]> {
  const day = berlinDay(ticketingHooks().now());
  const from = startOfBerlinDay(day);
  const to = startOfBerlinDay(addDays(day, 1));
  const sold = db()
    .select({
      offerId: r.offerId,
      sold: sql<number>`count(*)::int`.as('sold'),
      checkedIn: sql<number>`count(${codes.checkedInAt})::int`.as('checked_in'),
    })
    .from(codes)
    .innerJoin(r, eq(r.id, codes.reservationId))
    .where(isNull(codes.cancelledAt))
    .groupBy(r.offerId)
    .as('sold');
  const capacity = db()
    .select({ offerId: groups.offerId, capacity: sql<number>`sum(${groups.capacity})::int`.as('capacity') })
    .from(groups)
    .groupBy(groups.offerId)
    .as('capacity');
  const rows = await db()
    .select({
      idJet: offers.idJet,
      title: offers.title,
      dateStart: offers.dateStart,
      capacity: capacity.capacity,
      sold: sold.sold,
      checkedIn: sold.checkedIn,
    })
    .from(offers)
    .leftJoin(sold, eq(sold.offerId, offers.id))
    .leftJoin(capacity, eq(capacity.offerId, offers.id))
    .where(and(gte(offers.dateStart, from), lt(offers.dateStart, to), isNull(offers.cancelledAt)))
    .orderBy(asc(offers.dateStart), asc(offers.idJet));
  return rows.map((row) => ({
    id_jet: row.idJet,
    title: pick(row.title, locale) ?? '',
    date_start: row.dateStart?.toISOString() ?? null,
    capacity: Number(row.capacity ?? 0),
    sold: Number(row.sold ?? 0),
    checked_in: Number(row.checkedIn ?? 0),
  }));
}
