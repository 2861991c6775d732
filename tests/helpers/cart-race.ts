import { and, eq, gt, isNull, or, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { createOffer } from '@/features/ticketing/server';
import { callRoute } from './route';

let nextJet = 880_000;

/**
 * The pretix-style race: a seat group with `capacity` seats of which all but `lastSeats` are
 * already held, then `requests` visitors each ask for one ticket at the same moment. Returns how
 * many were accepted and how many seats are held afterwards.
 */
export async function raceForLastSeats(database: Db, options: { capacity: number; lastSeats: number; requests: number }) {
  const idJet = ++nextJet;
  const { seatGroupIds } = await createOffer(database, {
    id_jet: idJet,
    title: { de: 'Erntedankfest – Vorverkauf' },
    seat_groups: [{ seat_group: '1', text: { de: 'Festwiese' }, capacity: options.capacity, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '9.00' }] }],
  });
  const post = (quantity: number) =>
    callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [1] },
      headers: { origin: 'http://localhost:3000' },
    });
  // The race is about the seat lock, not the fair-sale caps: one visitor prefills the whole date.
  await database.insert(schema.siteSettings).values({ id: 1, maxTicketsPerOrder: 1_000_000, maxHeldPerClient: 1_000_000 }).onConflictDoUpdate({ target: schema.siteSettings.id, set: { maxTicketsPerOrder: 1_000_000, maxHeldPerClient: 1_000_000 } });
  const prefill = options.capacity - options.lastSeats;
  if (prefill > 0) expect((await post(prefill)).status).toBe(200);

  const results = await Promise.all(Array.from({ length: options.requests }, () => post(1)));
  const r = schema.ticketReservations;
  const [held] = await database
    .select({ n: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
    .from(r)
    .where(and(eq(r.seatGroupId, seatGroupIds[0]), isNull(r.timeslotId), or(isNotNull(r.orderId), gt(r.expiresAt, new Date()))));
  return {
    accepted: results.filter((res) => res.status === 200).length,
    refused: results.filter((res) => res.json?.code === -214).length,
    busy: results.filter((res) => res.json?.code === -250).length,
    errors: results.filter((res) => res.status >= 500 && res.json?.code !== -250).length,
    held: Number(held.n),
  };
}
