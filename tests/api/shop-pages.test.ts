import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as addForm } from '@/app/api/shop-forms/add/route';
import { POST as subscriptionRoute } from '@/app/api/shop-subscriptions/route';
import { POST as voucherRoute } from '@/app/api/shop-vouchers/route';
import { GET as voucherCheck } from '@/app/api/shop-vouchers/[code]/route';
import { GET as cartRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { createOffer } from '@/features/ticket-offers/server';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { getOrder } from '@/features/box-office/server';
import { getShopEvent, getShopSubscription } from '@/features/webshop/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { demoOfferInput, seedTestOffer } from '../helpers/ticketing';

let db: Db;
const ORIGIN = 'http://localhost:3000';
const inDays = (days: number) => new Date(Date.now() + days * 86400_000);

/** Group ids of an offer by seat group code ('101' untimed, '102' timed). */
async function groupsOf(idJet: number) {
  const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, idJet));
  const groups = await db.select().from(schema.ticketSeatGroups).where(eq(schema.ticketSeatGroups.offerId, offer.id));
  return Object.fromEntries(groups.map((g) => [g.seatGroup, g.id])) as Record<string, number>;
}

async function rows() {
  const [[reservations], [items], [carts]] = await Promise.all([
    db.select({ n: count() }).from(schema.ticketReservations),
    db.select({ n: count() }).from(schema.ticketCartItems),
    db.select({ n: count() }).from(schema.ticketCarts),
  ]);
  return { reservations: reservations.n, items: items.n, carts: carts.n };
}

function cookiesOf(res: { headers: Headers }) {
  return Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
}

function postForm(
  handler: typeof addForm,
  url: string,
  fields: Record<string, string | number>,
  options: { origin?: string | null; cart?: string; referer?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.referer) headers.referer = options.referer;
  return callRoute(handler, {
    url,
    method: 'POST',
    rawBody: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    headers,
    cookies: options.cart ? { museum_cart: options.cart } : undefined,
  });
}

function postJson(
  handler: typeof addForm,
  url: string,
  body: unknown,
  options: { origin?: string; cart?: string } = {},
) {
  return callRoute(handler, {
    url,
    method: 'POST',
    body,
    headers: { origin: options.origin ?? ORIGIN },
    cookies: options.cart ? { museum_cart: options.cart } : undefined,
  });
}

async function setShopOnline(online: boolean) {
  await db
    .insert(schema.siteSettings)
    .values({ id: 1, isShopOnline: online })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: { isShopOnline: online } });
}

/** A series with events on `days` from now, each with an offer of `seats` in the untimed group. */
async function seedSeries(options: {
  firstJet: number;
  days: number[];
  seats?: number;
  subscription?: boolean;
  price?: string | null;
}) {
  const [row] = await db
    .insert(schema.series)
    .values({
      name: { de: 'Kammermusik', en: 'Chamber music', cs: 'Komorní hudba' },
      slug: { de: 'kammermusik', en: 'chamber-music', cs: 'komorni-hudba' },
      isSubscription: options.subscription ?? true,
      subscriptionPrice: options.price === undefined ? '60.00' : options.price,
    })
    .returning({ id: schema.series.id });
  for (const [i, day] of options.days.entries()) {
    const idJet = options.firstJet + i;
    const start = inDays(day);
    await createOffer(db, demoOfferInput(idJet, { seats: options.seats ?? 10, start }));
    await db.insert(schema.events).values({
      title: { de: `Konzert ${i + 1}` },
      slug: { de: `konzert-${i + 1}` },
      dateStart: start,
      seriesId: row.id,
      idJet,
      ticketUrl: `/webshop/event/${idJet}`,
    });
  }
  return row.id;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 801, { seats: 6, slotSeats: 4 });
  await seedTestOffer(db, 802, { seats: 2, slotSeats: 1 });
  await seedTestOffer(db, 803, { seats: 20 });
});

beforeEach(() => resetRateLimits());
afterEach(() => resetTicketingHooks());

describe('the event date page data', () => {
  it('shows seat groups on sale with the full price first, timeslots on sale and the seats left', async () => {
    const event = await getShopEvent(801, 'en');
    expect(event).toMatchObject({ id_jet: 801, title: 'Baking day', sale: { kind: 'open' }, event: null });
    const [plain, timed] = event!.seat_groups;
    expect(plain.prices.map((p) => [p.text, p.full])).toEqual([
      ['Full price', true],
      ['Reduced', false],
      ['Child (6–17)', false],
    ]);
    expect(plain).toMatchObject({ left: 6, sold_out: false, timeslots: [] });
    // Block 9001 has status '0': not offered (docs/requirements.md §5).
    expect(timed.timeslots.map((s) => [s.block_id, s.left])).toEqual([
      [9002, 4],
      [9003, 4],
    ]);
    expect(timed.left).toBeNull();
  });

  it('is null for an unknown id_jet; a published date without offer says so instead of selling', async () => {
    expect(await getShopEvent(999_999, 'de')).toBeNull();
    await db.insert(schema.events).values([
      {
        title: { de: 'Vergangen' },
        slug: { de: 'vergangen' },
        dateStart: inDays(-3),
        idJet: 850,
        ticketUrl: '/webshop/event/850',
      },
      {
        title: { de: 'Kasse' },
        slug: { de: 'kasse' },
        dateStart: inDays(3),
        idJet: 851,
        ticketUrl: '/webshop/event/851',
      },
      { title: { de: 'Abgesagt' }, slug: { de: 'abgesagt' }, dateStart: inDays(3), idJet: 852, status: 'cancelled' },
    ]);
    expect(await getShopEvent(850, 'de')).toMatchObject({
      title: 'Vergangen',
      sale: { kind: 'passed' },
      seat_groups: [],
    });
    expect(await getShopEvent(851, 'de')).toMatchObject({ sale: { kind: 'none' } });
    expect(await getShopEvent(852, 'de')).toMatchObject({ sale: { kind: 'cancelled' } });
  });

  it('says when online sale starts or has ended', async () => {
    await seedTestOffer(db, 860);
    await db
      .update(schema.ticketOffers)
      .set({ saleStart: inDays(2) })
      .where(eq(schema.ticketOffers.idJet, 860));
    expect((await getShopEvent(860, 'de'))!.sale).toEqual({ kind: 'notStarted', sale_start: expect.any(String) });
    await db
      .update(schema.ticketOffers)
      .set({ saleStart: null, saleEnd: inDays(-1) })
      .where(eq(schema.ticketOffers.idJet, 860));
    expect((await getShopEvent(860, 'de'))!.sale).toEqual({ kind: 'ended' });
  });
});

describe('POST /api/shop-forms/add/ (the ticket form without JavaScript)', () => {
  it('adds each chosen seat group and answers 303 to the cart with the cart cookies', async () => {
    const g = await groupsOf(801);
    const before = await rows();
    const res = await postForm(addForm, '/api/shop-forms/add/?lang=en', {
      id_jet: 801,
      [`q_${g['101']}_2`]: 2,
      [`q_${g['101']}_1`]: '',
      [`q_${g['101']}_3`]: 1,
      [`q_${g['102']}_4`]: 1,
      [`q_${g['102']}_5`]: 0,
      [`slot_${g['102']}`]: 9003,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/en/webshop/cart`);
    const cookies = cookiesOf(res);
    expect(cookies.cart_count).toBe('4');
    expect((await rows()).reservations).toBe(before.reservations + 3);
    const cart = await callRoute(cartRoute, {
      url: '/api/shop-cart/?lang=en',
      cookies: { museum_cart: cookies.museum_cart },
    });
    expect(
      (cart.json.lines as { price_text: string; quantity: number; block_id: number | null }[]).map((l) => [
        l.price_text,
        l.quantity,
        l.block_id,
      ]),
    ).toEqual([
      ['Full price', 2, null],
      ['Child (6–17)', 1, null],
      ['Adults', 1, 9003],
    ]);
    // The page counts them at once.
    const event = await getShopEvent(801, 'de');
    expect(event!.seat_groups[0].left).toBe(3);
    expect(event!.seat_groups[1].timeslots.find((s) => s.block_id === 9003)!.left).toBe(3);
  });

  it.each([
    ['nothing chosen', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_2`]: 0 }), 'empty'],
    ['not enough seats', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_2`]: 3 }), '-213'],
    [
      'a timeslot not on sale',
      (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['102']}_4`]: 1, [`slot_${g['102']}`]: 9001 }),
      '-205',
    ],
    ['no timeslot for a timed group', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['102']}_4`]: 1 }), '-205'],
    ['a negative amount', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_2`]: -1 }), 'invalid'],
    ['a huge amount', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_2`]: 99999999 }), 'invalid'],
    ['text as amount', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_2`]: 'zwei' }), 'invalid'],
    ['a price of another seat group', (g: Record<string, number>) => ({ id_jet: 802, [`q_${g['101']}_4`]: 1 }), '-203'],
    ['a seat group of another date', () => ({ id_jet: 802, q_999999_2: 1 }), '-202'],
  ])('goes back to the event page with ?error= for %s, storing nothing', async (_, fields, code) => {
    const before = await rows();
    const res = await postForm(addForm, '/api/shop-forms/add/?lang=de', fields(await groupsOf(802)));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/de/webshop/event/802?error=${code}`);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('refuses an unknown or malformed event id with a way back', async () => {
    const before = await rows();
    const unknown = await postForm(addForm, '/api/shop-forms/add/?lang=de', { id_jet: 98765, q_1_2: 1 });
    expect(unknown.headers.get('location')).toBe(`${ORIGIN}/de/webshop/event/98765?error=-200`);
    const huge = await postForm(
      addForm,
      '/api/shop-forms/add/?lang=cs',
      { id_jet: '99999999999', q_1_2: 1 },
      { referer: `${ORIGIN}/cs/webshop/event/802` },
    );
    expect(huge.status).toBe(303);
    expect(huge.headers.get('location')).toBe(`${ORIGIN}/cs/webshop/event/802?error=invalid`);
    const noId = await postForm(addForm, '/api/shop-forms/add/?lang=en', { q_1_2: 1 });
    expect(noId.headers.get('location')).toBe(`${ORIGIN}/en/webshop?error=invalid`);
    expect(await rows()).toEqual(before);
  });

  it('passes the per-order cap on with its limit', async () => {
    const g = await groupsOf(803);
    const res = await postForm(
      addForm,
      '/api/shop-forms/add/',
      { id_jet: 803, [`q_${g['101']}_2`]: 11 },
      { referer: `${ORIGIN}/en/webshop/event/803` },
    );
    expect(res.headers.get('location')).toBe(`${ORIGIN}/en/webshop/event/803?error=-215&limit=10`);
  });

  it('keeps the seat groups added before a failure (docs/requirements.md §7: stop at the first failure) and sets the cookies', async () => {
    const g = await groupsOf(803);
    const before = await rows();
    const res = await postForm(addForm, '/api/shop-forms/add/?lang=de', {
      id_jet: 803,
      [`q_${g['101']}_2`]: 1,
      [`q_${g['102']}_4`]: 1,
      [`slot_${g['102']}`]: 9001,
    });
    expect(res.headers.get('location')).toBe(`${ORIGIN}/de/webshop/event/803?error=-205`);
    expect(cookiesOf(res).cart_count).toBe('1');
    expect((await rows()).reservations).toBe(before.reservations + 1);
  });

  it('refuses foreign or missing origins and non-form bodies, and goes back while the shop is offline', async () => {
    const g = await groupsOf(803);
    const fields = { id_jet: 803, [`q_${g['101']}_2`]: 1 };
    const before = await rows();
    const foreign = await postForm(addForm, '/api/shop-forms/add/', fields, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ code: -403, detail: expect.any(String) });
    const missing = await postForm(addForm, '/api/shop-forms/add/', fields, { origin: null });
    expect(missing.status).toBe(403);
    const json = await postJson(addForm, '/api/shop-forms/add/', fields);
    expect(json.status).toBe(415);
    expect(json.json.detail).toMatch(/form/);
    await setShopOnline(false);
    try {
      const offline = await postForm(addForm, '/api/shop-forms/add/?lang=de', fields);
      expect(offline.headers.get('location')).toBe(`${ORIGIN}/de/webshop/event/803?error=-230`);
    } finally {
      await setShopOnline(true);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('POST /api/shop-subscriptions/', () => {
  it('holds one seat per remaining date for each subscription, as one cart item, all at once', async () => {
    const seriesId = await seedSeries({ firstJet: 900, days: [3, 10, 17] });
    const res = await postJson(subscriptionRoute, '/api/shop-subscriptions/?lang=en', {
      series_id: seriesId,
      quantity: 2,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ tickets_quantity: 2, cart_url: '/en/webshop/cart' });
    const cart = await callRoute(cartRoute, {
      url: '/api/shop-cart/?lang=de',
      cookies: { museum_cart: cookiesOf(res).museum_cart },
    });
    expect(cart.json.total).toBe('120.00');
    const [item] = cart.json.items as { kind: string; title: string; quantity: number; dates: { id_jet: number }[] }[];
    expect(item).toMatchObject({ kind: 'subscription', title: 'Kammermusik', quantity: 2 });
    expect(item.dates.map((d) => d.id_jet)).toEqual([900, 901, 902]);
    const page = await getShopSubscription(seriesId, 'en');
    expect(page).toMatchObject({ name: 'Chamber music', price: '60.00', left: 8, sale_start: null });
    expect(page!.dates.map((d) => [d.id_jet, d.seat_group_text, d.left])).toEqual([
      [900, 'Free seating', 8],
      [901, 'Free seating', 8],
      [902, 'Free seating', 8],
    ]);
  });

  it('sells all dates or none: one date without seats stores nothing', async () => {
    const seriesId = await seedSeries({ firstJet: 910, days: [4, 11] });
    // Someone bought the last seats of the second date.
    const g = await groupsOf(911);
    await postForm(addForm, '/api/shop-forms/add/?lang=de', { id_jet: 911, [`q_${g['101']}_2`]: 9 });
    const before = await rows();
    const res = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: -214,
      detail: 'Not enough (connected) seats found.',
      errors: { id_jet: 911 },
    });
    expect(await rows()).toEqual(before);
    expect((await getShopSubscription(seriesId, 'de'))!.left).toBe(1);
    expect(
      (await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 1 })).status,
    ).toBe(200);
  });

  it('counts a subscription against the hold cap with all its seats', async () => {
    const seriesId = await seedSeries({ firstJet: 920, days: [5, 6, 7, 8, 9], seats: 50 });
    const before = await rows();
    const res = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 5 });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ code: -216, errors: { limit: 20 } });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rows()).toEqual(before);
  });

  it('waits for the sale start of its dates and leaves out dates whose sale has ended', async () => {
    const seriesId = await seedSeries({ firstJet: 930, days: [5, 12, 19] });
    await db
      .update(schema.ticketOffers)
      .set({ saleEnd: inDays(-1) })
      .where(eq(schema.ticketOffers.idJet, 930));
    expect((await getShopSubscription(seriesId, 'de'))!.dates.map((d) => d.id_jet)).toEqual([931, 932]);
    await db
      .update(schema.ticketOffers)
      .set({ saleStart: inDays(1) })
      .where(eq(schema.ticketOffers.idJet, 932));
    const res = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(-231);
    expect((await getShopSubscription(seriesId, 'de'))!.sale_start).not.toBeNull();
  });

  it('refuses unknown series, series that are not subscriptions and series without dates', async () => {
    const plain = await seedSeries({ firstJet: 940, days: [5], subscription: false, price: null });
    const past = await seedSeries({ firstJet: 945, days: [-5] });
    const before = await rows();
    const unknown = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: 777777, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.detail).toMatch(/no series/);
    const notSold = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: plain, quantity: 1 });
    expect(notSold.status).toBe(409);
    expect(notSold.json).toMatchObject({ code: -240, detail: expect.stringMatching(/not sold as a subscription/) });
    const noDates = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: past, quantity: 1 });
    expect(noDates.json).toMatchObject({ code: -240, detail: expect.stringMatching(/no dates left/) });
    expect(await getShopSubscription(plain, 'de')).toBeNull();
    expect(await getShopSubscription(777777, 'de')).toBeNull();
    expect(await rows()).toEqual(before);
  });

  it.each([
    [{ series_id: 1, quantity: 0 }, /quantity/],
    [{ series_id: 1, quantity: 11 }, /at most 10/],
    [{ series_id: 1, quantity: -3 }, /quantity/],
    [{ series_id: 1, quantity: 'viele' }, /quantity/],
    [{ series_id: 99999999999, quantity: 1 }, /unknown series/],
    [{ series_id: -1, quantity: 1 }, /series_id/],
    [{ quantity: 1 }, /series_id/],
    [null, /expected object/i],
  ])('answers 400 for %j', async (body, message) => {
    const before = await rows();
    const res = await postJson(subscriptionRoute, '/api/shop-subscriptions/', body);
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, 403 for other sites, 503 while the shop is offline', async () => {
    const seriesId = await seedSeries({ firstJet: 950, days: [6] });
    const broken = await callRoute(subscriptionRoute, {
      url: '/api/shop-subscriptions/',
      method: 'POST',
      rawBody: '{"series_id": 1',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.json.detail).toMatch(/not valid JSON/);
    const foreign = await postJson(
      subscriptionRoute,
      '/api/shop-subscriptions/',
      { series_id: seriesId, quantity: 1 },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const before = await rows();
    await setShopOnline(false);
    try {
      const offline = await postJson(subscriptionRoute, '/api/shop-subscriptions/', {
        series_id: seriesId,
        quantity: 1,
      });
      expect(offline.status).toBe(503);
      expect(offline.json.code).toBe(-230);
    } finally {
      await setShopOnline(true);
    }
    expect(await rows()).toEqual(before);
  });

  it('takes the subscription page form: 303 to the cart, or back to the page with ?error=', async () => {
    const seriesId = await seedSeries({ firstJet: 960, days: [6, 13], seats: 3 });
    const ok = await postForm(subscriptionRoute, '/api/shop-subscriptions/?lang=cs', {
      series_id: seriesId,
      quantity: 2,
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${ORIGIN}/cs/webshop/cart`);
    expect(cookiesOf(ok).cart_count).toBe('2');
    const full = await postForm(subscriptionRoute, '/api/shop-subscriptions/?lang=cs', {
      series_id: seriesId,
      quantity: 2,
    });
    expect(full.headers.get('location')).toBe(`${ORIGIN}/cs/webshop/subscriptions/${seriesId}?error=-214`);
    const bad = await postForm(
      subscriptionRoute,
      '/api/shop-subscriptions/?lang=de',
      { series_id: seriesId, quantity: 'x' },
      { referer: `${ORIGIN}/de/webshop/subscriptions/${seriesId}` },
    );
    expect(bad.headers.get('location')).toBe(`${ORIGIN}/de/webshop/subscriptions/${seriesId}?error=invalid`);
    const missingOrigin = await postForm(
      subscriptionRoute,
      '/api/shop-subscriptions/',
      { series_id: seriesId, quantity: 1 },
      { origin: null },
    );
    expect(missingOrigin.status).toBe(403);
  });

  it('checks out into one ticket code per date, the item carrying the price', async () => {
    const seriesId = await seedSeries({ firstJet: 970, days: [8, 15, 22] });
    const added = await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 1 });
    const cart = cookiesOf(added).museum_cart;
    const done = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Marta Lehmann', email: 'marta@example.org', gtc: true, locale: 'de' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(done.status).toBe(201);
    const order = await getOrder(done.json.code as string);
    expect(order).toMatchObject({
      total: '60.00',
      items: [{ kind: 'subscription', title: 'Kammermusik', quantity: 1, unit_price: '60.00' }],
    });
    expect(order!.tickets.map((t) => [t.id_jet, t.subscription, t.unit_price])).toEqual([
      [970, 'Kammermusik', '0.00'],
      [971, 'Kammermusik', '0.00'],
      [972, 'Kammermusik', '0.00'],
    ]);
    expect(new Set(order!.tickets.map((t) => t.number)).size).toBe(3);
    // The ordered seats keep counting.
    expect((await getShopSubscription(seriesId, 'de'))!.left).toBe(9);
  });
});

describe('POST /api/shop-vouchers/', () => {
  it('puts value vouchers in the cart (JSON) and takes a custom amount from the form', async () => {
    const res = await postJson(voucherRoute, '/api/shop-vouchers/?lang=en', { value: 50, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ tickets_quantity: 2, cart_url: '/en/webshop/cart' });
    const cart = cookiesOf(res).museum_cart;
    const form = await postForm(
      voucherRoute,
      '/api/shop-vouchers/?lang=de',
      { value: 'custom', custom_value: '37', quantity: 1 },
      { cart },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${ORIGIN}/de/webshop/cart`);
    expect(cookiesOf(form).cart_count).toBe('3');
    const view = await callRoute(cartRoute, { url: '/api/shop-cart/?lang=de', cookies: { museum_cart: cart } });
    expect(
      (view.json.items as { kind: string; unit_price: string; quantity: number }[]).map((i) => [
        i.kind,
        i.unit_price,
        i.quantity,
      ]),
    ).toEqual([
      ['voucher', '50.00', 2],
      ['voucher', '37.00', 1],
    ]);
    const tooMany = await postJson(voucherRoute, '/api/shop-vouchers/', { value: 25, quantity: 8 }, { cart });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toMatchObject({ code: -215, errors: { limit: 10 } });
  });

  it.each([
    [{ value: 5, quantity: 1 }, /at least 10/],
    [{ value: 501, quantity: 1 }, /at most 500/],
    [{ value: 12.5, quantity: 1 }, /whole euros/],
    [{ value: -25, quantity: 1 }, /at least 10/],
    [{ value: 'viel', quantity: 1 }, /value must be a number/],
    [{ value: 'custom', quantity: 1 }, /value must be a number/],
    [{ value: 50, quantity: 0 }, /at least 1/],
    [{ value: 50, quantity: 11 }, /at most 10/],
    [{ value: 1e12, quantity: 1 }, /at most 500/],
  ])('answers 400 for %j and stores nothing', async (body, message) => {
    const before = await rows();
    const res = await postJson(voucherRoute, '/api/shop-vouchers/', body);
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('sends a bad form back to the vouchers page, and refuses other sites', async () => {
    const before = await rows();
    const bad = await postForm(voucherRoute, '/api/shop-vouchers/?lang=en', {
      value: 'custom',
      custom_value: '5000',
      quantity: 1,
    });
    expect(bad.headers.get('location')).toBe(`${ORIGIN}/en/webshop/vouchers?error=invalid`);
    const foreign = await postForm(
      voucherRoute,
      '/api/shop-vouchers/',
      { value: 50, quantity: 1 },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    await setShopOnline(false);
    try {
      const offline = await postForm(voucherRoute, '/api/shop-vouchers/?lang=de', { value: 50, quantity: 1 });
      expect(offline.headers.get('location')).toBe(`${ORIGIN}/de/webshop/vouchers?error=-230`);
    } finally {
      await setShopOnline(true);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('GET /api/shop-vouchers/{code}/', () => {
  const check = (code: string) =>
    callRoute(voucherCheck, { url: `/api/shop-vouchers/${encodeURIComponent(code)}/`, params: { code } });

  it('answers the balance of a voucher, case-insensitively', async () => {
    const validUntil = inDays(365);
    await db.insert(schema.vouchers).values({ code: 'GUT-ABCD-EFGH-JKMN', value: '40.00', validUntil });
    const res = await check(' gut-abcd-efgh-jkmn ');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      code: 'GUT-ABCD-EFGH-JKMN',
      value: '40.00',
      balance: '40.00',
      valid_until: validUntil.toISOString(),
      usable: true,
    });
  });

  it('answers 400 for something that is no voucher code, without counting it', async () => {
    for (const code of ['GUT-0000-0000-0000', 'hello', 'x'.repeat(200)]) {
      const res = await check(code);
      expect(res.status).toBe(400);
      expect(res.json.detail).toMatch(/Not a voucher code/);
    }
  });

  it('limits unknown codes per client; over the limit no code gets an answer', async () => {
    await db
      .insert(schema.vouchers)
      .values({ code: 'GUT-PQRS-TUVW-XYZ2', value: '25.00', validUntil: inDays(30) })
      .onConflictDoNothing();
    for (let i = 0; i < 10; i++) {
      const miss = await check(`GUT-2222-3333-${'ABCDEFGHJK'[i]}AAA`);
      expect(miss.status).toBe(404);
      expect(miss.json.code).toBe(-260);
    }
    const limited = await check('GUT-2222-3333-5555');
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: -429, detail: expect.stringMatching(/Too many unknown voucher codes/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check('GUT-PQRS-TUVW-XYZ2')).status).toBe(429);
  });
});

describe('the clock', () => {
  it('lets a subscription hold expire after 15 minutes like single tickets', async () => {
    const seriesId = await seedSeries({ firstJet: 980, days: [9, 16], seats: 2 });
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    setTicketingHooks({ now: () => t0 });
    expect(
      (await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 2 })).status,
    ).toBe(200);
    expect(
      (await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 1 })).json.code,
    ).toBe(-214);
    setTicketingHooks({ now: () => new Date(t0.getTime() + 15 * 60_000) });
    expect((await getShopSubscription(seriesId, 'de'))!.left).toBe(2);
    expect(
      (await postJson(subscriptionRoute, '/api/shop-subscriptions/', { series_id: seriesId, quantity: 1 })).status,
    ).toBe(200);
  });
});
