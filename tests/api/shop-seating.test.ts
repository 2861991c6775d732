import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { PATCH as patchLine } from '@/app/api/shop-cart/[line]/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { GET as seatingRoute } from '@/app/api/shop-seating/[idJet]/route';
import { getOrder } from '@/features/box-office/server';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { seedSeatedOffer, seedTestOffer, cartOf, shopSeats as seats, cartLines } from '../helpers/ticketing';

let db: Db;
const ORIGIN = 'http://localhost:3000';

function add(body: unknown, cart?: string) {
  return callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body,
    headers: { origin: ORIGIN, referer: `${ORIGIN}/de/webshop/event/1` },
    cookies: cart ? { museum_cart: cart } : undefined,
  });
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedSeatedOffer(db, 801, { rows: 4, perRow: 10, aisleAfter: 5 });
  await seedSeatedOffer(db, 802, { rows: 1, perRow: 3 });
  await seedTestOffer(db, 803, { seats: 5 });
});

afterEach(() => resetTicketingHooks());

describe('GET /api/shop-seating/{id}/', () => {
  it('lists every seat of a seated date with its state and answers 404 for general admission', async () => {
    const list = await seats(801);
    expect(list).toHaveLength(40);
    expect(list[0]).toMatchObject({ row: '1', number: '1', seat_group: 'A', status: 'free', x: 0, y: 0 });
    const ga = await callRoute(seatingRoute, { url: '/api/shop-seating/803/', params: { idJet: '803' } });
    expect(ga.status).toBe(404);
  });
});

describe('best available and chosen seats', () => {
  it('gives the centre of the front row first, as neighbours on one side of the aisle, shown in the cart and as held', async () => {
    const res = await add({ quantities: [2], event_jet_id: 801, sale_type_ids: [1], seat_group: 'A' });
    expect(res.status).toBe(200);
    const [line] = await cartLines(cartOf(res));
    expect(line.seats.map((s) => [s.row, s.number])).toEqual([
      ['1', '4'],
      ['1', '5'],
    ]);
    const held = (await seats(801)).filter((s) => s.status === 'held').map((s) => s.id);
    expect(held.sort()).toEqual(line.seats.map((s) => s.id).sort());
  });

  it('refuses a chosen seat someone else holds, with its own code, and holds free ones', async () => {
    const taken = (await seats(801)).find((s) => s.status === 'held')!;
    const refused = await add({
      quantities: [1],
      event_jet_id: 801,
      sale_type_ids: [1],
      seat_group: 'A',
      seat_ids: [String(taken.id)],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe(-218);
    const free = (await seats(801)).filter((s) => s.status === 'free' && s.row === '2').slice(0, 2);
    const ok = await add({
      quantities: [1, 1],
      event_jet_id: 801,
      sale_type_ids: [1, 2],
      seat_group: 'A',
      seat_ids: free.map((s) => s.id),
    });
    expect(ok.status).toBe(200);
    const lines = await cartLines(cartOf(ok));
    expect(lines.flatMap((l) => l.seats.map((s) => s.id)).sort()).toEqual(free.map((s) => s.id).sort());
  });

  it('answers -214 when no connected seats are left, holding nothing', async () => {
    const res = await add({ quantities: [4], event_jet_id: 802, sale_type_ids: [1], seat_group: 'A' });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(-214);
    expect((await seats(802)).every((s) => s.status === 'free')).toBe(true);
  });

  it('gives the seats back when the line is removed, and sells them with the order', async () => {
    const res = await add({ quantities: [2], event_jet_id: 802, sale_type_ids: [1], seat_group: 'A' });
    const cart = cartOf(res);
    const [line] = await cartLines(cart);
    await callRoute(patchLine, {
      url: `/api/shop-cart/${line.id}`,
      method: 'PATCH',
      params: { line: String(line.id) },
      body: { quantity: 0 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect((await seats(802)).every((s) => s.status === 'free')).toBe(true);

    const again = await add({ quantities: [2], event_jet_id: 802, sale_type_ids: [1], seat_group: 'A' });
    const out = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Ida Beispiel', email: 'ida@example.org', gtc: true, locale: 'de' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cartOf(again) },
    });
    expect(out.status).toBe(201);
    const codes = await db.select().from(schema.ticketCodes);
    expect(codes.filter((c) => c.seatId !== null)).toHaveLength(2);
    const order = await getOrder(out.json.code as string, 'de');
    expect(order).toBeTruthy();
    const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, 802));
    expect(offer.seatPlanId).not.toBeNull();
  });
});
