import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pick, type Locale } from '@/i18n/config';
import { db, preparedPerDb, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { seatPlanDocumentSchema } from '../plan-document';
import type { MapSeat, SeatMap } from '../types';
import { FULL_PRICE_NAME } from '@/features/box-office/types';

const { ticketOffers, ticketSeats, ticketSeatGroups, ticketPrices, seatPlans } = schema;

/**
 * A seated date's seats with their state at `now`, its seat groups and the plan's name and categories,
 * one query: every shop page of the date and every poll of GET /api/shop-seating reads it, so it stays
 * one round trip and a few milliseconds for a house of 500 (the plan document itself, tens of
 * kilobytes for such a house, is neither sent nor validated: only its categories).
 * 'held': in a cart or an order waiting for payment; 'sold': ordered and confirmed or paid.
 */
const seatsQuery = preparedPerDb((database) =>
  database
    .select({
      planId: ticketOffers.seatPlanId,
      seats: sql<
        MapSeat[] | null
      >`(select json_agg(json_build_object('id', s.id, 'section', s.section, 'row', s.row, 'number', s.number,
          'seat_group', g.seat_group, 'x', s.x, 'y', s.y, 'wheelchair', s.wheelchair, 'companion', s.companion, 'restricted', s.restricted,
          'status', case when s.blocked_reason is not null then 'blocked'
                         when coalesce(ticket_line_counts(r.order_id, r.expires_at, ${sql.placeholder('now')}::timestamptz), false)
                           then case when r.order_id is not null and (o.status = 'paid' or o.status = 'reserved') then 'sold' else 'held' end
                         else 'free' end) order by s.row_index, s.col)
        from ${ticketSeats} s join ${ticketSeatGroups} g on g.id = s.seat_group_id
        left join ticket_reservations r on r.id = s.reservation_id
        left join ticket_orders o on o.id = r.order_id
        where s.offer_id = ticket_offers.id)`,
      groups: sql<
        { seatGroup: string; text: Record<string, string> | null; price: string | null; from: string | null }[] | null
      >`(select json_agg(json_build_object('seatGroup', g.seat_group, 'text', g.text,
          'price', (select p.price::text from ${ticketPrices} p where p.seat_group_id = g.id
                      order by p.name = ${FULL_PRICE_NAME} desc, p.position, p.id limit 1),
          'from', (select min(p.price)::text from ${ticketPrices} p where p.seat_group_id = g.id)) order by g.position, g.id)
        from ${ticketSeatGroups} g where g.offer_id = ticket_offers.id)`,
      planName: sql<string | null>`(select p.name from ${seatPlans} p where p.id = ticket_offers.seat_plan_id)`,
      categories: sql<unknown>`(select p.plan -> 'categories' from ${seatPlans} p where p.id = ticket_offers.seat_plan_id)`,
    })
    .from(ticketOffers)
    .where(eq(ticketOffers.idJet, sql.placeholder('idJet')))
    .prepare('seating_seat_map'),
);

const categoriesSchema = seatPlanDocumentSchema.shape.categories;

/** The plan of a seated date with every seat's state, or null for a general-admission date (or none). */
export async function seatMap(idJet: number, locale: Locale, database: Db = db()): Promise<SeatMap | null> {
  const now = ticketingHooks().now();
  const [found] = await seatsQuery(database).execute({ idJet, now: now.toISOString() });
  if (!found?.seats?.length || found.planId === null) return null;
  const parsed = categoriesSchema.safeParse(found.categories);
  const categories = parsed.success ? parsed.data : [];
  const seats = found.seats;
  const sections = [...new Set(seats.map((s) => s.section))];
  let width = 0;
  let height = 0;
  for (const s of seats) {
    width = Math.max(width, s.x + 1);
    height = Math.max(height, s.y + 1);
  }
  return {
    event_jet_id: idJet,
    plan_name: found.planName ?? '',
    width,
    height,
    sections: sections.map((name, i) => ({ block_id: i + 1, name })),
    seat_groups: (found.groups ?? []).map((g) => {
      const category = categories.find((c) => c.code === g.seatGroup);
      return {
        seat_group: g.seatGroup,
        text: pick(g.text, locale) ?? g.seatGroup,
        category: (category && pick(category.name, locale)) || g.seatGroup,
        color: category?.color ?? '#2f6f4f',
        price: g.price,
        price_from: g.from,
      };
    }),
    seats,
  };
}

/** A strong validator of the map's content: a poll with If-None-Match gets 304 while nothing changed. */
export const seatMapEtag = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
