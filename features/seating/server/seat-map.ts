import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pick, type Locale } from '@/i18n/config';
import { db, preparedPerDb, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { seatPlanDocumentSchema } from '../plan-document';
import type { SeatMap, SeatStatus } from '../types';

const { ticketOffers, ticketSeats, ticketSeatGroups, ticketPrices, seatPlans } = schema;

type Row = {
  id: number;
  section: string;
  row: string;
  number: string;
  seat_group: string;
  status: SeatStatus;
  x: number;
  y: number;
  wheelchair: boolean;
  companion: boolean;
  restricted: boolean;
};

/**
 * A seated date's seats with their state at `now`, one query: every shop page of the date and every
 * poll of GET /api/shop-seating reads it, so it stays one round trip and a few milliseconds for a
 * house of 500. 'held': in a cart or an order waiting for payment; 'sold': ordered and confirmed or paid.
 */
const seatsQuery = preparedPerDb((database) =>
  database
    .select({
      offerId: ticketOffers.id,
      planId: ticketOffers.seatPlanId,
      seats: sql<
        Row[] | null
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
    })
    .from(ticketOffers)
    .where(eq(ticketOffers.idJet, sql.placeholder('idJet')))
    .prepare('seating_seat_map'),
);

/** The plan of a seated date with every seat's state, or null for a general-admission date (or none). */
export async function seatMap(idJet: number, locale: Locale, database: Db = db()): Promise<SeatMap | null> {
  const now = ticketingHooks().now();
  const [found] = await seatsQuery(database).execute({ idJet, now: now.toISOString() });
  if (!found?.seats?.length || found.planId === null) return null;
  const [groups, [plan]] = await Promise.all([
    database
      .select({
        seatGroup: ticketSeatGroups.seatGroup,
        text: ticketSeatGroups.text,
        // Aliased: drizzle writes a select's own columns unqualified, and inside the subquery a bare
        // `id` named the price's own id, not the seat group's.
        price: sql<
          string | null
        >`(select min(p.price)::text from ${ticketPrices} p where p.seat_group_id = ${ticketSeatGroups}.id)`,
      })
      .from(ticketSeatGroups)
      .where(eq(ticketSeatGroups.offerId, found.offerId)),
    database
      .select({ name: seatPlans.name, plan: seatPlans.plan })
      .from(seatPlans)
      .where(eq(seatPlans.id, found.planId)),
  ]);
  const document = seatPlanDocumentSchema.safeParse(plan?.plan);
  const categories = document.success ? document.data.categories : [];
  const seats = found.seats;
  const sections = [...new Set(seats.map((s) => s.section))];
  return {
    event_jet_id: idJet,
    plan_name: plan?.name ?? '',
    width: Math.max(...seats.map((s) => s.x)) + 1,
    height: Math.max(...seats.map((s) => s.y)) + 1,
    sections: sections.map((name, i) => ({ block_id: i + 1, name })),
    seat_groups: groups.map((g) => {
      const category = categories.find((c) => c.code === g.seatGroup);
      return {
        seat_group: g.seatGroup,
        text: pick(g.text, locale) ?? g.seatGroup,
        category: (category && pick(category.name, locale)) || g.seatGroup,
        color: category?.color ?? '#2f6f4f',
        price_from: g.price,
      };
    }),
    seats,
  };
}

/** A strong validator of the map's content: a poll with If-None-Match gets 304 while nothing changed. */
export const seatMapEtag = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
