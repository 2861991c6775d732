import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@/lib/db';
import { addToCart } from '@/features/box-office/server';
import { seatPlanDocumentSchema } from '@/features/seating';
import { seedSeatedOffer } from './ticketing';

/**
 * The seated race of issue 49: a house of `rows` × `perRow` seats (an aisle after the `aisleAfter`-th
 * seat of each row), all of them sold but the last `free` in plan order, then many buyers at the same
 * moment. What every seated race test asserts is computed here from the answers and the database.
 */

let nextJet = 890_000;

type RaceSeat = { id: number; rowIndex: number; col: number };
export type RaceDate = { idJet: number; seatGroupId: number; soldLine: number; free: RaceSeat[] };

export async function seatedRaceDate(
  database: Db,
  options: { rows: number; perRow: number; aisleAfter: number; free: number; noSingleSeatGap?: boolean },
): Promise<RaceDate> {
  const idJet = ++nextJet;
  const plan = seatPlanDocumentSchema.parse({
    categories: [{ code: 'A', name: { de: 'Parkett' } }],
    sections: [
      {
        name: 'Parkett',
        rows: Array.from({ length: options.rows }, (_, r) => ({
          label: String(r + 1),
          seats: Array.from({ length: options.perRow }, (_, i) => ({
            col: i >= options.aisleAfter ? i + 1 : i,
            number: String(i + 1),
            category: 'A',
          })),
        })),
      },
    ],
  });
  const { offerId } = await seedSeatedOffer(database, idJet, { plan });
  const caps = { noSingleSeatGap: options.noSingleSeatGap ?? true };
  await database
    .insert(schema.siteSettings)
    .values({ id: 1, ...caps })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: caps });
  const [group] = await database
    .select({ id: schema.ticketSeatGroups.id })
    .from(schema.ticketSeatGroups)
    .where(eq(schema.ticketSeatGroups.offerId, offerId))
    .orderBy(asc(schema.ticketSeatGroups.position), asc(schema.ticketSeatGroups.id));
  const [price] = await database
    .select({ id: schema.ticketPrices.id })
    .from(schema.ticketPrices)
    .where(eq(schema.ticketPrices.seatGroupId, group.id));
  const seats = await database
    .select({ id: schema.ticketSeats.id, rowIndex: schema.ticketSeats.rowIndex, col: schema.ticketSeats.col })
    .from(schema.ticketSeats)
    .where(eq(schema.ticketSeats.offerId, offerId))
    .orderBy(asc(schema.ticketSeats.rowIndex), asc(schema.ticketSeats.col));
  const sold = seats.slice(0, seats.length - options.free);
  // Sold before the race, straight in the database (one paid order owning every seat but the last).
  const [cart] = await database
    .insert(schema.ticketCarts)
    .values({ token: `race-${idJet}-sold-out-before-the-race` })
    .returning({ id: schema.ticketCarts.id });
  const [order] = await database
    .insert(schema.ticketOrders)
    .values({
      code: `RACE${idJet}`,
      cartId: cart.id,
      buyerName: 'Vorverkauf',
      email: 'vorverkauf@example.org',
      status: 'paid',
      total: (sold.length * 24).toFixed(2),
    })
    .returning({ id: schema.ticketOrders.id });
  const [line] = await database
    .insert(schema.ticketReservations)
    .values({
      cartId: cart.id,
      offerId,
      seatGroupId: group.id,
      priceId: price.id,
      quantity: sold.length,
      unitPrice: '24.00',
      orderId: order.id,
      expiresAt: null,
    })
    .returning({ id: schema.ticketReservations.id });
  await database
    .update(schema.ticketSeats)
    .set({ reservationId: line.id })
    .where(
      inArray(
        schema.ticketSeats.id,
        sold.map((s) => s.id),
      ),
    );
  return { idJet, seatGroupId: group.id, soldLine: line.id, free: seats.slice(sold.length) };
}

export type Buyer = { quantity: number; seatIds?: number[] };

/** What a race may answer besides success: not enough connected seats, seat taken (409), busy (503). */
const EXPECTED = new Set(['409 -214', '409 -218', '503 -250']);

/** All buyers at once (add to cart as POST /api/shop-cart/ calls it); what they got and what the database holds. */
export async function raceForSeats(database: Db, date: RaceDate, buyers: Buyer[]) {
  const started = performance.now();
  const answers = await Promise.allSettled(
    buyers.map((buyer) =>
      addToCart(
        { addressKey: null },
        {
          quantities: [buyer.quantity],
          event_jet_id: date.idJet,
          sale_type_ids: [1],
          seat_group: 'A',
          seat_ids: buyer.seatIds ?? null,
        },
      ),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const accepted: { buyer: Buyer; seatIds: number[] }[] = [];
  const refused: Record<string, number> = {};
  const unexpected: unknown[] = [];
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') {
      accepted.push({ buyer: buyers[i], seatIds: answer.value.seatIds });
      return;
    }
    const { status, code } = answer.reason as { status?: unknown; code?: unknown };
    if (EXPECTED.has(`${status} ${code}`)) refused[String(code)] = (refused[String(code)] ?? 0) + 1;
    else unexpected.push(answer.reason);
  });

  // Seat ids named by two successful answers: a seat sold twice.
  const named = new Map<number, number>();
  for (const a of accepted) for (const id of a.seatIds) named.set(id, (named.get(id) ?? 0) + 1);
  const soldTwice = [...named].filter(([, n]) => n > 1).map(([id]) => id);

  // Best-available answers must be neighbouring columns of one row.
  const at = new Map(date.free.map((s) => [s.id, s]));
  const apart = accepted.filter(({ buyer, seatIds }) => {
    if (buyer.seatIds) return false;
    const seats = seatIds.map((id) => at.get(id));
    return (
      seats.length !== buyer.quantity ||
      seats.some((s, i) => !s || s.rowIndex !== seats[0]!.rowIndex || s.col !== seats[0]!.col + i)
    );
  });

  // In the database: the seats owned by a line that counts (other than the sale before the race), and
  // every such line's tickets against its seats.
  const owned = rowsOf<{ seat: number; line: number; quantity: number }>(
    await database.execute(sql`select s.id as seat, r.id as line, r.quantity
        from ticket_seats s join ticket_reservations r on r.id = s.reservation_id
       where s.seat_group_id = ${date.seatGroupId} and r.id <> ${date.soldLine}
         and ticket_line_counts(r.order_id, r.expires_at, now())`),
  );
  const lines = rowsOf<{ line: number; quantity: number; seats: number }>(
    await database.execute(sql`select r.id as line, r.quantity, count(s.id)::int as seats
        from ticket_reservations r left join ticket_seats s on s.reservation_id = r.id
       where r.seat_group_id = ${date.seatGroupId} and r.id <> ${date.soldLine}
         and ticket_line_counts(r.order_id, r.expires_at, now())
       group by r.id, r.quantity`),
  );
  return {
    ms,
    accepted: accepted.length,
    ticketsAccepted: accepted.reduce((sum, a) => sum + a.buyer.quantity, 0),
    refused,
    unexpected,
    soldTwice,
    apart: apart.length,
    seatsHeld: owned.length,
    ticketsHeld: lines.reduce((sum, l) => sum + Number(l.quantity), 0),
    linesShortOfSeats: lines.filter((l) => Number(l.seats) < Number(l.quantity)).length,
  };
}

/** Best-available buyers of 1 to 4 tickets, in a fixed mix. */
export const bestAvailableBuyers = (n: number): Buyer[] =>
  Array.from({ length: n }, (_, i) => ({ quantity: (i % 4) + 1 }));

/**
 * Buyers picking 1 to 3 neighbouring free seats on the plan, starting at overlapping places (every
 * seat is wanted by many), in a fixed mix: picks that stay within one row.
 */
export function pickingBuyers(date: RaceDate, n: number): Buyer[] {
  const buyers: Buyer[] = [];
  for (let i = 0; buyers.length < n; i++) {
    const quantity = (i % 3) + 1;
    const start = (i * 7) % date.free.length;
    const seats = date.free.slice(start, start + quantity);
    if (
      seats.length === quantity &&
      seats.every((s, k) => s.rowIndex === seats[0].rowIndex && s.col === seats[0].col + k)
    )
      buyers.push({ quantity, seatIds: seats.map((s) => s.id) });
  }
  return buyers;
}
