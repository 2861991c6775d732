import { and, eq, gt, isNull, or, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { createOffer } from '@/features/ticket-offers/server';
import { callRoute } from './route';

let nextJet = 880_000;

/**
 * The pretix-style race: a seat group with `capacity` seats of which all but `lastSeats` are
 * already held, then `requests` visitors each ask for one ticket at the same moment. Returns how
 * many were accepted and how many seats are held afterwards.
 */
export async function raceForLastSeats(
  database: Db,
  options: { capacity: number; lastSeats: number; requests: number },
) {
  const idJet = ++nextJet;
  const { seatGroupIds } = await createOffer(database, {
    id_jet: idJet,
    title: { de: 'Erntedankfest – Vorverkauf' },
    seat_groups: [
      {
        seat_group: '1',
        text: { de: 'Festwiese' },
        capacity: options.capacity,
        prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '9.00' }],
      },
    ],
  });
  const post = (quantity: number) =>
    callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [1] },
      headers: { origin: 'http://localhost:3000' },
    });
  // The race is about the seat lock, not the fair-sale caps: one visitor prefills the whole date.
  await database
    .insert(schema.siteSettings)
    .values({ id: 1, maxTicketsPerOrder: 1_000_000, maxHeldPerClient: 1_000_000 })
    .onConflictDoUpdate({
      target: schema.siteSettings.id,
      set: { maxTicketsPerOrder: 1_000_000, maxHeldPerClient: 1_000_000 },
    });
  const prefill = options.capacity - options.lastSeats;
  if (prefill > 0) expect((await post(prefill)).status).toBe(200);

  const results = await Promise.all(Array.from({ length: options.requests }, () => post(1)));
  const r = schema.ticketReservations;
  const [held] = await database
    .select({ n: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
    .from(r)
    .where(
      and(
        eq(r.seatGroupId, seatGroupIds[0]),
        isNull(r.timeslotId),
        or(isNotNull(r.orderId), gt(r.expiresAt, new Date())),
      ),
    );
  return {
    accepted: results.filter((res) => res.status === 200).length,
    // General admission answers -213 (not enough places); -214 is the seated answer.
    refused: results.filter((res) => res.json?.code === -213 || res.json?.code === -214).length,
    busy: results.filter((res) => res.json?.code === -250).length,
    errors: results.filter((res) => res.status >= 500 && res.json?.code !== -250).length,
    held: Number(held.n),
  };
}

/**
 * One client trying to hoard a date: `requests` parallel add-to-cart calls of `perRequest` seats
 * each, all from one address behind the trusted proxy, half of them without a cart cookie (a new
 * cart each time) and half with the cookie of the first cart. Returns the seats held afterwards.
 * Needs TRUSTED_PROXIES to include 127.0.0.1 before the environment is first read.
 */
export async function hoardDate(
  database: Db,
  options: {
    capacity: number;
    requests: number;
    perRequest: number;
    address: string;
    date?: { idJet: number; seatGroupId: number };
    caps?: { maxTicketsPerOrder: number; maxHeldPerClient: number };
  },
) {
  let date = options.date;
  if (!date) {
    const idJet = ++nextJet;
    const { seatGroupIds } = await createOffer(database, {
      id_jet: idJet,
      title: { de: 'Sommerkonzert auf der Festwiese' },
      seat_groups: [
        {
          seat_group: '1',
          text: { de: 'Festwiese' },
          capacity: options.capacity,
          prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '15.00' }],
        },
      ],
    });
    date = { idJet, seatGroupId: seatGroupIds[0] };
  }
  const { idJet } = date;
  // The venue's default caps unless told: 10 tickets per order and date, 20 seats held by one client.
  const caps = options.caps ?? { maxTicketsPerOrder: 10, maxHeldPerClient: 20 };
  await database
    .insert(schema.siteSettings)
    .values({ id: 1, ...caps })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: caps });
  const post = (cookie?: string) =>
    callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [options.perRequest], event_jet_id: idJet, sale_type_ids: [1] },
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `${options.address}, 127.0.0.1` },
      cookies: cookie ? { museum_cart: cookie } : undefined,
    });
  const first = await post();
  const cookie = /museum_cart=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1];
  const results = await Promise.all(
    Array.from({ length: options.requests - 1 }, (_, i) => post(i % 2 ? cookie : undefined)),
  );
  const r = schema.ticketReservations;
  const [held] = await database
    .select({ n: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
    .from(r)
    .where(and(eq(r.seatGroupId, date.seatGroupId), gt(r.expiresAt, new Date())));
  const all = [first, ...results];
  return {
    date,
    accepted: all.filter((res) => res.status === 200).length,
    capped: all.filter((res) => res.status === 429 && res.json?.code === -216).length,
    orderCapped: all.filter((res) => res.json?.code === -215).length,
    errors: all.filter((res) => res.status >= 500).length,
    held: Number(held.n),
  };
}
