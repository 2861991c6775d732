import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute, GET as cartRoute } from '@/app/api/shop-cart/route';
import { PATCH as patchLine, DELETE as deleteLine } from '@/app/api/shop-cart/[line]/route';
import { POST as renewRoute } from '@/app/api/shop-cart/renew/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { GET as calendarRoute } from '@/app/api/shop-orders/[code]/calendar/route';
import { POST as confirmRoute } from '@/app/api/shop-orders/[code]/confirm/route';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { getOrder } from '@/features/box-office/server';
import { callRoute } from '../helpers/route';
import { confirmToken, outboxMails } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';

let db: Db;
const ORIGIN = 'http://localhost:3000';

function add(body: unknown, options: { cart?: string; origin?: string; referer?: string } = {}) {
  return callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body,
    headers: { origin: options.origin ?? ORIGIN, referer: options.referer ?? `${ORIGIN}/de/programm/veranstaltungen` },
    cookies: options.cart ? { museum_cart: options.cart } : undefined,
  });
}

function cartCookie(res: { headers: Headers }) {
  const cookies = res.headers.getSetCookie();
  return Object.fromEntries(cookies.map((c) => c.split(';')[0].split('=') as [string, string]));
}

async function reservations() {
  const [{ n }] = await db.select({ n: count() }).from(schema.ticketReservations);
  return n;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 701, { seats: 6, slotSeats: 4 });
  await seedTestOffer(db, 702, { seats: 3 });
  await seedTestOffer(db, 703, { seats: 2 });
  await seedTestOffer(db, 704, { seats: 2 });
  for (const idJet of [705, 706, 707]) await seedTestOffer(db, idJet, { seats: 30 });
});

afterEach(() => resetTicketingHooks());

describe('POST /api/shop-cart/', () => {
  it('reserves tickets, sets the HttpOnly cart cookie and the badge cookies, and adds to the same cart', async () => {
    const first = await add({ quantities: [2, 1], event_jet_id: 701, sale_type_ids: [2, 1], seat_group: '101' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ tickets_quantity: 3, cart_url: '/de/webshop/cart' });
    const raw = first.headers.getSetCookie().join('\n');
    expect(raw).toMatch(/museum_cart=[^;]+;.*HttpOnly/i);
    expect(raw).toMatch(/cart_count=3; Path=\/;.*Max-Age=900/);
    const cookies = cartCookie(first);
    expect(decodeURIComponent(cookies.cart_url)).toBe('/de/webshop/cart');

    const second = await add(
      { quantities: [1], event_jet_id: 701, sale_type_ids: [5], seat_group: 102, block_id: 9002 },
      { cart: cookies.museum_cart, referer: `${ORIGIN}/en/program/events` },
    );
    expect(second.json).toEqual({ tickets_quantity: 4, cart_url: '/en/webshop/cart' });

    const cart = await callRoute(cartRoute, {
      url: '/api/shop-cart/?lang=en',
      cookies: { museum_cart: cookies.museum_cart },
    });
    expect(cart.json.tickets_quantity).toBe(4);
    expect(cart.json.total).toBe('35.50');
    const lines = cart.json.lines as {
      price_text: string;
      quantity: number;
      block_id: number | null;
      expired: boolean;
    }[];
    expect(lines.map((l) => [l.price_text, l.quantity, l.block_id, l.expired])).toEqual([
      ['Full price', 2, null, false],
      ['Reduced', 1, null, false],
      ['Child', 1, 9002, false],
    ]);
  });

  it('finds the seat group by its sale types when seat_group is left out', async () => {
    const res = await add({ quantities: [1], event_jet_id: 702, sale_type_ids: [3] });
    expect(res.status).toBe(200);
    expect(res.json.tickets_quantity).toBe(1);
  });

  it('answers -213 when not enough places are left on a general-admission date, and stores nothing', async () => {
    const before = await reservations();
    const res = await add({ quantities: [3], event_jet_id: 702, sale_type_ids: [2], seat_group: '101' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: -213, detail: 'Not enough places left for this date.' });
    expect(await reservations()).toBe(before);
  });

  it.each([
    [{ quantities: [1], event_jet_id: 9999, sale_type_ids: [2] }, 404, -200],
    [{ quantities: [1], event_jet_id: 701, sale_type_ids: [2], seat_group: 'XYZ' }, 404, -202],
    [{ quantities: [1], event_jet_id: 701, sale_type_ids: [77], seat_group: '101' }, 400, -203],
    [{ quantities: [1], event_jet_id: 701, sale_type_ids: [4], seat_group: '102' }, 400, -205],
    [{ quantities: [1], event_jet_id: 701, sale_type_ids: [4], seat_group: '102', block_id: 9001 }, 409, -205],
    [{ quantities: [1], event_jet_id: 701, sale_type_ids: [2], seat_group: '101', block_id: 9002 }, 400, -205],
  ])('refuses %j with %i and code %i', async (body, status, code) => {
    const before = await reservations();
    const res = await add(body);
    expect(res.status).toBe(status);
    expect(res.json.code).toBe(code);
    expect(typeof res.json.detail).toBe('string');
    expect(await reservations()).toBe(before);
  });

  it.each([
    ['not JSON', '{"quantities": [1', /not valid JSON/],
    ['empty', '', /empty/],
    [
      'arrays of different length',
      JSON.stringify({ quantities: [1, 2], event_jet_id: 701, sale_type_ids: [2] }),
      /same length/,
    ],
    ['zero tickets', JSON.stringify({ quantities: [0], event_jet_id: 701, sale_type_ids: [2] }), /quantities/],
    ['no event', JSON.stringify({ quantities: [1], sale_type_ids: [2] }), /event_jet_id/],
    [
      'a sale type twice',
      JSON.stringify({ quantities: [1, 1], event_jet_id: 701, sale_type_ids: [2, 2] }),
      /only once/,
    ],
  ])('answers 400 for a malformed body (%s)', async (_, rawBody, message) => {
    const res = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      rawBody,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(message);
  });

  it('refuses requests from other sites', async () => {
    const res = await add(
      { quantities: [1], event_jet_id: 701, sale_type_ids: [2] },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(-403);
    const crossSite = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [1], event_jet_id: 701, sale_type_ids: [2] },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses with a clear message while the shop is offline, and the cart says so', async () => {
    await db
      .insert(schema.siteSettings)
      .values({ id: 1, isShopOnline: false })
      .onConflictDoUpdate({ target: schema.siteSettings.id, set: { isShopOnline: false } });
    try {
      const res = await add({ quantities: [1], event_jet_id: 701, sale_type_ids: [2] });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: -230, detail: expect.stringMatching(/webshop is offline/) });
      // Offline is said before anything about the request, also for an event without a sale.
      expect((await add({ quantities: [1], event_jet_id: 9999, sale_type_ids: [2] })).json.code).toBe(-230);
      const cart = await callRoute(cartRoute, { url: '/api/shop-cart/' });
      expect(cart.json.is_shop_online).toBe(false);
    } finally {
      await db.update(schema.siteSettings).set({ isShopOnline: true }).where(eq(schema.siteSettings.id, 1));
    }
  });
});

describe('the caps and the rate limit of a returning cart', () => {
  const seats = async (cart: string) => {
    const [row] = await db
      .select({
        n: sql<number>`coalesce(sum(${schema.ticketReservations.quantity}), 0)::int`,
        until: sql<string>`max(${schema.ticketReservations.expiresAt})`,
      })
      .from(schema.ticketReservations)
      .innerJoin(schema.ticketCarts, eq(schema.ticketCarts.id, schema.ticketReservations.cartId))
      .where(eq(schema.ticketCarts.token, cart));
    return { n: Number(row.n), until: row.until };
  };

  it('grows the line of a price already held, refuses the 11th ticket of a date (-215) and the 21st seat held (-216, Retry-After), keeping the holds as they were', async () => {
    const first = await add({ quantities: [6], event_jet_id: 705, sale_type_ids: [2], seat_group: '101' });
    const cart = cartCookie(first).museum_cart;
    const more = await add({ quantities: [4], event_jet_id: 705, sale_type_ids: [2], seat_group: '101' }, { cart });
    expect(more.json.tickets_quantity).toBe(10);
    const view = await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } });
    expect((view.json.lines as { quantity: number }[]).map((l) => l.quantity)).toEqual([10]);

    const before = await seats(cart);
    const overDate = await add({ quantities: [1], event_jet_id: 705, sale_type_ids: [1], seat_group: '101' }, { cart });
    expect(overDate.status).toBe(422);
    expect(overDate.json).toMatchObject({ code: -215, errors: { limit: 10 } });

    expect(
      (await add({ quantities: [10], event_jet_id: 706, sale_type_ids: [2], seat_group: '101' }, { cart })).json
        .tickets_quantity,
    ).toBe(20);
    const held = await seats(cart);
    const overHeld = await add({ quantities: [1], event_jet_id: 707, sale_type_ids: [2], seat_group: '101' }, { cart });
    expect(overHeld.status).toBe(429);
    expect(overHeld.json).toMatchObject({ code: -216, errors: { limit: 20 } });
    // Until the first hold ends: within the 15 minutes of a hold.
    expect(Number(overHeld.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(overHeld.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // A refusal rolls back with the statement: no seat, and the holds' expiry not moved on either.
    expect(await seats(cart)).toEqual(held);
    expect(before.n).toBe(10);
  });

  it('applies a lowered cap at once (read with the offer, not cached)', async () => {
    await db
      .insert(schema.siteSettings)
      .values({ id: 1, maxTicketsPerOrder: 2 })
      .onConflictDoUpdate({ target: schema.siteSettings.id, set: { maxTicketsPerOrder: 2 } });
    try {
      const res = await add({ quantities: [3], event_jet_id: 707, sale_type_ids: [2], seat_group: '101' });
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ code: -215, errors: { limit: 2 } });
    } finally {
      await db.update(schema.siteSettings).set({ maxTicketsPerOrder: 10 }).where(eq(schema.siteSettings.id, 1));
    }
  });

  it('allows 30 cart writes a minute per cart: the 31st answers 429 (-429) with Retry-After, another cart is not affected, and a new window starts when the old one has run out', async () => {
    const cart = cartCookie(
      await add({ quantities: [1], event_jet_id: 705, sale_type_ids: [3], seat_group: '101' }),
    ).museum_cart;
    // Refused requests count too: the limit is on writes tried, not on tickets.
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await add({ quantities: [1], event_jet_id: 705, sale_type_ids: [77], seat_group: '101' }, { cart }));
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(400));
    expect(answers[30].status).toBe(429);
    expect(answers[30].json.code).toBe(-429);
    expect(Number(answers[30].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answers[30].headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const other = cartCookie(
      await add({ quantities: [1], event_jet_id: 706, sale_type_ids: [3], seat_group: '101' }),
    ).museum_cart;
    expect(
      (await add({ quantities: [1], event_jet_id: 706, sale_type_ids: [3], seat_group: '101' }, { cart: other }))
        .status,
    ).toBe(200);

    await db
      .update(schema.rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(schema.rateLimits.key, `cartWrite:cart:${cart}`));
    expect(
      (await add({ quantities: [1], event_jet_id: 705, sale_type_ids: [3], seat_group: '101' }, { cart })).status,
    ).toBe(200);
    const [row] = await db
      .select()
      .from(schema.rateLimits)
      .where(eq(schema.rateLimits.key, `cartWrite:cart:${cart}`));
    expect(row.points).toBe(1);
  });
});

describe('cart changes, expiry and checkout', () => {
  it('keeps a longer hold (a waiting-list offer) when tickets are added or a line changes', async () => {
    const res = await add({ quantities: [1], event_jet_id: 707, sale_type_ids: [2], seat_group: '101' });
    const cart = cartCookie(res).museum_cart;
    const [{ id: cartId }] = await db.select().from(schema.ticketCarts).where(eq(schema.ticketCarts.token, cart));
    const day = new Date(Date.now() + 24 * 3600_000);
    await db
      .update(schema.ticketReservations)
      .set({ expiresAt: day })
      .where(eq(schema.ticketReservations.cartId, cartId));
    expect(
      (await add({ quantities: [1], event_jet_id: 707, sale_type_ids: [1], seat_group: '101' }, { cart })).status,
    ).toBe(200);
    const view = await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } });
    const [offered] = view.json.lines as { id: number }[];
    await callRoute(patchLine, {
      url: `/api/shop-cart/${offered.id}/`,
      method: 'PATCH',
      params: { line: String(offered.id) },
      body: { quantity: 2 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    const lines = await db
      .select({ id: schema.ticketReservations.id, expiresAt: schema.ticketReservations.expiresAt })
      .from(schema.ticketReservations)
      .where(eq(schema.ticketReservations.cartId, cartId));
    expect(lines).toHaveLength(2);
    // The offered line keeps its day; the new line is held the usual 15 minutes.
    const held = lines.map((l) => l.expiresAt!.getTime()).sort((a, b) => a - b);
    expect(held[1]).toBe(day.getTime());
    expect(held[0]).toBeLessThan(Date.now() + 16 * 60_000);
  });

  it('changes and removes lines, re-checking capacity', async () => {
    const res = await add({ quantities: [1, 1], event_jet_id: 703, sale_type_ids: [2, 1] });
    const cart = cartCookie(res).museum_cart;
    const view = await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } });
    const [full, reduced] = view.json.lines as { id: number }[];
    const tooMany = await callRoute(patchLine, {
      url: `/api/shop-cart/${full.id}/`,
      method: 'PATCH',
      params: { line: String(full.id) },
      body: { quantity: 2 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(tooMany.json.code).toBe(-213);
    const removed = await callRoute(deleteLine, {
      url: `/api/shop-cart/${reduced.id}/`,
      method: 'DELETE',
      params: { line: String(reduced.id) },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(removed.json.tickets_quantity).toBe(1);
    const raised = await callRoute(patchLine, {
      url: `/api/shop-cart/${full.id}/`,
      method: 'PATCH',
      params: { line: String(full.id) },
      body: { quantity: 2 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(raised.json.tickets_quantity).toBe(2);
    const foreign = await callRoute(patchLine, {
      url: `/api/shop-cart/${full.id}/`,
      method: 'PATCH',
      params: { line: String(full.id) },
      body: { quantity: 1 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: 'x'.repeat(32) },
    });
    expect(foreign.json.code).toBe(-204);
  });

  it('lets reservations expire after 15 minutes (injected clock); renewing re-checks capacity', async () => {
    // Before the date starts (its sale ends then), at a whole minute.
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    setTicketingHooks({ now: () => t0 });
    const a = cartCookie(await add({ quantities: [2], event_jet_id: 704, sale_type_ids: [2] })).museum_cart;
    expect((await add({ quantities: [1], event_jet_id: 704, sale_type_ids: [2] })).json.code).toBe(-213);

    // 14:59 later the seats are still held; at 15:00 they stop counting, with no sweeper.
    setTicketingHooks({ now: () => new Date(t0.getTime() + 14 * 60_000 + 59_000) });
    expect((await add({ quantities: [1], event_jet_id: 704, sale_type_ids: [2] })).json.code).toBe(-213);
    setTicketingHooks({ now: () => new Date(t0.getTime() + 15 * 60_000) });
    const expired = await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: a } });
    expect(expired.json.tickets_quantity).toBe(0);
    expect((expired.json.lines as { expired: boolean }[])[0].expired).toBe(true);

    const b = await add({ quantities: [1], event_jet_id: 704, sale_type_ids: [2] });
    expect(b.json.tickets_quantity).toBe(1);
    const renew = await callRoute(renewRoute, {
      url: '/api/shop-cart/renew/',
      method: 'POST',
      headers: { origin: ORIGIN },
      cookies: { museum_cart: a },
    });
    expect(renew.json.code).toBe(-213);
    const checkoutExpired = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Jana Nováková', email: 'jana@example.cz', gtc: true, locale: 'cs' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: a },
    });
    expect(checkoutExpired.json.code).toBe(-213);

    // Once b's hold has run out too, a's expired cart can be renewed: the seats are free again.
    setTicketingHooks({ now: () => new Date(t0.getTime() + 31 * 60_000) });
    const renewed = await callRoute(renewRoute, {
      url: '/api/shop-cart/renew/',
      method: 'POST',
      headers: { origin: ORIGIN },
      cookies: { museum_cart: a },
    });
    expect(renewed.json.tickets_quantity).toBe(2);
  });

  it('checks out into an order with one code per ticket, a mail in the outbox and a calendar file', async () => {
    const res = await add({ quantities: [2, 1], event_jet_id: 701, sale_type_ids: [2, 3], seat_group: '101' });
    const cart = cartCookie(res).museum_cart;
    const invalid = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'A', email: 'nope', gtc: false },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.detail).toMatch(/name.*email.*gtc/s);

    const done = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Marta Lehmann', email: 'marta@example.org', gtc: true, locale: 'de' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(done.status).toBe(201);
    const code = done.json.code as string;
    expect(done.json).toMatchObject({ payment_method: 'invoice', payment_url: null });
    expect(done.json.order_url).toMatch(new RegExp(`^/de/webshop/orders/${code}\\?token=[2-9A-HJKMNP-Z]{24}$`));
    expect(cartCookie(done).cart_count).toBe('0');
    // A guest order waits for the e-mail confirmation: pending, with a deadline.
    const pending = await getOrder(code);
    expect(pending).toMatchObject({
      buyer_name: 'Marta Lehmann',
      status: 'pending',
      confirmed: false,
      total: '29.00',
      amount_due: '29.00',
    });
    expect(pending!.tickets).toHaveLength(3);

    const again = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Marta Lehmann', email: 'marta@example.org', gtc: true },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(again.json.code).toBe(-204);

    const mails = await outboxMails(code);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: marta@example.org/);
    const token0 = confirmToken(mails[0]);
    expect(token0).not.toBeNull();
    expect(mails[0]).not.toContain(pending!.tickets[0].number);

    const wrong = await callRoute(confirmRoute, {
      url: `/api/shop-orders/${code}/confirm/`,
      method: 'POST',
      params: { code },
      body: { token: 'A'.repeat(24) },
    });
    expect(wrong.status).toBe(403);
    const confirmed = await callRoute(confirmRoute, {
      url: `/api/shop-orders/${code}/confirm/`,
      method: 'POST',
      params: { code },
      body: { token: token0 },
    });
    expect(confirmed.json).toMatchObject({ status: 'reserved' });
    const order = await getOrder(code);
    expect(order).toMatchObject({ status: 'reserved', confirmed: true });
    // The confirmed mail carries the signed ticket codes.
    const sent = await outboxMails(code);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain(order!.tickets[0].code);

    const token = new URL(done.json.order_url as string, ORIGIN).searchParams.get('token')!;
    const ics = await callRoute(calendarRoute, {
      url: `/api/shop-orders/${code}/calendar/?token=${token}`,
      params: { code },
    });
    expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
    expect(ics.text).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Backtag im Dorf/);
    const noToken = await callRoute(calendarRoute, { url: `/api/shop-orders/${code}/calendar/`, params: { code } });
    expect(noToken.status).toBe(404);
    const missing = await callRoute(calendarRoute, {
      url: '/api/shop-orders/ZZZZZZZZ/calendar/',
      params: { code: 'ZZZZZZZZ' },
    });
    expect(missing.status).toBe(404);
  });
});
