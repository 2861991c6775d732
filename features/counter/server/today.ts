import 'server-only';
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { db, rowsOf, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { parsePriceToCents } from '@/features/box-office';
import type { CounterRow, TodayDate } from '../types';

const { ticketOffers, ticketSeatGroups, ticketTimeslots, ticketPrices, ticketSeats } = schema;

type Held = { seat_group_id: number; timeslot_id: number | null; n: number };
type Counts = { offer_id: number; sold: number; checked_in: number };

/**
 * Today's dates (the Berlin day of `now`) with places left per seat group or timeslot, counted as the
 * cart counts them: ordered places until their order is cancelled, plus holds not yet expired.
 */
export async function todaysDates(locale: Locale, now = ticketingHooks().now()): Promise<TodayDate[]> {
  const database = db();
  const day = berlinDay(now);
  const offers = await database
    .select()
    .from(ticketOffers)
    .where(
      and(
        gte(ticketOffers.dateStart, startOfBerlinDay(day)),
        lt(ticketOffers.dateStart, startOfBerlinDay(addDays(day, 1))),
      ),
    )
    .orderBy(asc(ticketOffers.dateStart), asc(ticketOffers.idJet));
  if (!offers.length) return [];
  const offerIds = offers.map((o) => o.id);
  const groups = await database
    .select()
    .from(ticketSeatGroups)
    .where(inArray(ticketSeatGroups.offerId, offerIds))
    .orderBy(asc(ticketSeatGroups.position), asc(ticketSeatGroups.id));
  const groupIds = groups.map((g) => g.id);
  const [slots, prices, seated, held, counts] = await Promise.all([
    groupIds.length
      ? database
          .select()
          .from(ticketTimeslots)
          .where(inArray(ticketTimeslots.seatGroupId, groupIds))
          .orderBy(asc(ticketTimeslots.timeStart))
      : [],
    groupIds.length
      ? database
          .select()
          .from(ticketPrices)
          .where(inArray(ticketPrices.seatGroupId, groupIds))
          .orderBy(asc(ticketPrices.position), asc(ticketPrices.id))
      : [],
    groupIds.length
      ? database
          .selectDistinct({ id: ticketSeats.seatGroupId })
          .from(ticketSeats)
          .where(inArray(ticketSeats.seatGroupId, groupIds))
      : [],
    database.execute(sql`select seat_group_id, timeslot_id, coalesce(sum(quantity), 0)::int as n
      from ticket_reservations
      where offer_id in (${sql.join(offerIds, sql`, `)})
        and ((order_id is not null and expires_at is null) or expires_at > ${now.toISOString()}::timestamptz)
      group by seat_group_id, timeslot_id`),
    database.execute(sql`select r.offer_id, count(*)::int as sold, count(c.checked_in_at)::int as checked_in
      from ticket_codes c
      join ticket_reservations r on r.id = c.reservation_id
      join ticket_orders o on o.id = c.order_id
      where r.offer_id in (${sql.join(offerIds, sql`, `)}) and c.cancelled_at is null
        and ((r.order_id is not null and r.expires_at is null) or r.expires_at > ${now.toISOString()}::timestamptz)
        and o.status not in ('cancelled', 'expired')
      group by r.offer_id`),
  ]);
  const heldRows = rowsOf<Held>(held);
  const countRows = rowsOf<Counts>(counts);
  const seatedIds = new Set(seated.map((s) => s.id));
  const heldOn = (groupId: number, slotId: number | null) =>
    Number(heldRows.find((h) => h.seat_group_id === groupId && (h.timeslot_id ?? null) === slotId)?.n ?? 0);

  return offers.map((offer) => {
    const rows: CounterRow[] = groups
      .filter((g) => g.offerId === offer.id)
      .flatMap((group): CounterRow[] => {
        const groupPrices = prices
          .filter((p) => p.seatGroupId === group.id)
          .map((p) => ({
            sale_type_id: p.saleTypeId,
            text: pick(p.text, locale) || p.name,
            price: p.price,
            cents: parsePriceToCents(p.price),
          }));
        const base = {
          seat_group: group.seatGroup,
          seat_group_text: pick(group.text, locale) || group.seatGroup,
          seated: seatedIds.has(group.id),
          prices: groupPrices,
        };
        const groupSlots = slots.filter((s) => s.seatGroupId === group.id);
        if (!groupSlots.length)
          return [
            {
              ...base,
              block_id: null,
              time_start: null,
              time_end: null,
              on_sale: group.status !== '0',
              capacity: group.capacity,
              left: Math.max(0, group.capacity - heldOn(group.id, null)),
            },
          ];
        return groupSlots.map((slot) => ({
          ...base,
          block_id: slot.blockId,
          time_start: slot.timeStart.toISOString(),
          time_end: slot.timeEnd.toISOString(),
          on_sale: group.status !== '0' && slot.status !== '0',
          capacity: slot.capacity,
          left: Math.max(0, slot.capacity - heldOn(group.id, slot.id)),
        }));
      });
    const count = countRows.find((c) => c.offer_id === offer.id);
    return {
      id_jet: offer.idJet,
      title: pick(offer.title, locale) ?? '',
      date_start: offer.dateStart?.toISOString() ?? null,
      cancelled: offer.cancelledAt !== null,
      sold: Number(count?.sold ?? 0),
      checked_in: Number(count?.checked_in ?? 0),
      capacity: rows.reduce((s, r) => s + r.capacity, 0),
      left: rows.reduce((s, r) => s + r.left, 0),
      rows,
    };
  });
}
