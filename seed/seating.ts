import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import * as s from '@/lib/db/schema';
import { seatPlanDocumentSchema, type SeatPlanDocument } from '@/features/seating';
import { applySeatPlan } from '@/features/seating/server';
import { L } from './programme-data';

/**
 * The tithe barn's seating plan: stalls of twelve rows with a centre aisle (categories A in front and
 * B behind, wheelchair places with companion seats at the ends of the last row, two seats behind the
 * roof posts with a restricted view) and a gallery of three rows (category C). 306 seats.
 */
function barnPlan(): SeatPlanDocument {
  const stalls = Array.from({ length: 12 }, (_, r) => {
    const row = r + 1;
    const seats = [];
    let number = 1;
    for (let col = 0; col < 23; col++) {
      if (col === 11) continue; // the centre aisle
      const end = col <= 1 || col >= 21;
      seats.push({
        col,
        number: String(number++),
        category: row <= 6 ? 'A' : 'B',
        ...(row === 12 && end && (col === 0 || col === 22) ? { wheelchair: true } : {}),
        ...(row === 12 && end && (col === 1 || col === 21) ? { companion: true } : {}),
        ...(row === 9 && (col === 4 || col === 18) ? { restricted: true } : {}),
      });
    }
    return { label: String(row), seats };
  });
  const gallery = Array.from({ length: 3 }, (_, r) => ({
    label: String(r + 1),
    seats: Array.from({ length: 14 }, (_, i) => ({ col: i, number: String(i + 1), category: 'C' })),
  }));
  return seatPlanDocumentSchema.parse({
    version: 1,
    categories: [
      { code: 'A', name: L('Kategorie A', 'Category A', 'Kategorie A'), color: '#7a2e2e' },
      { code: 'B', name: L('Kategorie B', 'Category B', 'Kategorie B'), color: '#2f5d7a' },
      { code: 'C', name: L('Kategorie C', 'Category C', 'Kategorie C'), color: '#4f6b2f' },
    ],
    sections: [
      { name: 'Parkett', rows: stalls },
      { name: 'Empore', x: 4, y: 14, rows: gallery },
    ],
  });
}

const BUYERS = [
  'Familie Krause',
  'Ingrid Vogel',
  'Jan Novák',
  'Petra Lehmann',
  'Tomáš Dvořák',
  'Uwe Schubert',
  'Anke Richter',
];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const code = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Makes the dates seated and sells a share of their seats (paid orders of two to four neighbouring
 * seats, more in the front rows and for the nearer dates), so the plan looks like a real evening's.
 */
export async function seedSeating(database: Db, venueId: number, offerIds: number[], now: Date) {
  const [plan] = await database
    .insert(s.seatPlans)
    .values({ venueId, name: 'Zehntscheune – Theater', plan: barnPlan() })
    .returning({ id: s.seatPlans.id });
  for (const [index, offerId] of offerIds.entries()) {
    await database.transaction((tx) => applySeatPlan(tx as unknown as Db, offerId, plan.id, now));
    await sellSome(database, offerId, Math.max(0.04, 0.22 - index * 0.04), now);
  }
  return plan.id;
}

async function sellSome(database: Db, offerId: number, share: number, now: Date) {
  const seats = await database
    .select()
    .from(s.ticketSeats)
    .where(
      and(eq(s.ticketSeats.offerId, offerId), isNull(s.ticketSeats.reservationId), eq(s.ticketSeats.wheelchair, false)),
    )
    .orderBy(asc(s.ticketSeats.rowIndex), asc(s.ticketSeats.col));
  const prices = await database
    .select({ id: s.ticketPrices.id, seatGroupId: s.ticketPrices.seatGroupId, price: s.ticketPrices.price })
    .from(s.ticketPrices)
    .innerJoin(s.ticketSeatGroups, eq(s.ticketSeatGroups.id, s.ticketPrices.seatGroupId))
    .where(eq(s.ticketSeatGroups.offerId, offerId))
    .orderBy(asc(s.ticketPrices.position));
  // Parties of two to four neighbours; front rows sell first, so the chance falls towards the back.
  const parties: (typeof seats)[] = [];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (Math.random() > share * (1.5 - seat.rowIndex / 15)) continue;
    const party = seats
      .slice(i, i + 2 + randomInt(3))
      .filter((t, k) => t.rowIndex === seat.rowIndex && t.col === seat.col + k && t.seatGroupId === seat.seatGroupId);
    if (party.length < 2) continue;
    parties.push(party);
    i += party.length;
  }
  await database.transaction(async (tx) => {
    for (const [n, party] of parties.entries()) {
      const price = prices.find((p) => p.seatGroupId === party[0].seatGroupId);
      if (!price) continue;
      const [cart] = await tx
        .insert(s.ticketCarts)
        .values({ token: `seed-${code(24)}` })
        .returning({ id: s.ticketCarts.id });
      const cents = Math.round(Number(price.price) * 100) * party.length;
      const [order] = await tx
        .insert(s.ticketOrders)
        .values({
          code: code(10),
          cartId: cart.id,
          buyerName: BUYERS[n % BUYERS.length],
          email: `vorverkauf+${offerId}-${n}@museumsdorf-lindenau.de`,
          status: 'paid',
          paymentProvider: 'invoice',
          total: (cents / 100).toFixed(2),
          confirmedAt: now,
          paidAt: now,
        })
        .returning({ id: s.ticketOrders.id });
      const [line] = await tx
        .insert(s.ticketReservations)
        .values({
          cartId: cart.id,
          offerId,
          seatGroupId: party[0].seatGroupId,
          priceId: price.id,
          quantity: party.length,
          unitPrice: price.price,
          orderId: order.id,
          expiresAt: null,
        })
        .returning({ id: s.ticketReservations.id });
      await tx
        .update(s.ticketSeats)
        .set({ reservationId: line.id })
        .where(
          inArray(
            s.ticketSeats.id,
            party.map((t) => t.id),
          ),
        );
      await tx.insert(s.ticketCodes).values(
        party.map((t) => ({
          orderId: order.id,
          reservationId: line.id,
          code: `LND-${code(4)}-${code(4)}`,
          seatId: t.id,
        })),
      );
    }
  });
}
