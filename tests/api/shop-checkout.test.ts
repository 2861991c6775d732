import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as renewRoute } from '@/app/api/shop-cart/renew/route';
import { DELETE as deleteItem } from '@/app/api/shop-cart/items/[item]/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as confirmRoute } from '@/app/api/shop-orders/[code]/confirm/route';
import { POST as cancelRoute } from '@/app/api/shop-orders/[code]/cancel/route';
import { POST as clockRoute } from '@/app/api/test-clock/route';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import { addVoucher, findVoucher, getOrder, settleOrder } from '@/features/box-office/server';
import { resetRateLimits } from '@/lib/rate-limit';
import { callRoute } from '../helpers/route';
import { confirmToken, outboxMails } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';

let db: Db;
const ORIGIN = 'http://localhost:3000';
const buyer = { name: 'Jana Nováková', email: 'jana@example.cz', gtc: true, locale: 'cs' };

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 801, { seats: 40 });
});
afterEach(async () => {
  resetTicketingHooks();
  await resetRateLimits();
});

const cookieOf = (res: { headers: Headers }) => /museum_cart=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];

async function cartWith(quantity: number) {
  const res = await callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { quantities: [quantity], event_jet_id: 801, sale_type_ids: [2] },
    headers: { origin: ORIGIN },
  });
  expect(res.status).toBe(200);
  return cookieOf(res)!;
}

const checkout = (cart: string, body: Record<string, unknown>) =>
  callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body,
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });

async function rows() {
  const [[orders], [codes], [redemptions]] = await Promise.all([
    db.select({ n: count() }).from(schema.ticketOrders),
    db.select({ n: count() }).from(schema.ticketCodes),
    db.select({ n: count() }).from(schema.voucherRedemptions),
  ]);
  return { orders: orders.n, codes: codes.n, redemptions: redemptions.n };
}

/** A paid value voucher, bought through the shop like any visitor would. */
async function boughtVoucher(value: number) {
  const { cart } = await addVoucher({ addressKey: null }, { value, quantity: 1 });
  const placed = await checkout(cart.token, { ...buyer, payment_method: 'invoice' });
  expect(placed.status).toBe(201);
  await settleOrder(db, placed.json.code as string);
  const order = await getOrder(placed.json.code as string);
  expect(order!.vouchers).toHaveLength(1);
  expect(order!.vouchers[0]).toMatchObject({ value: `${value}.00`, balance: `${value}.00`, usable: true });
  return order!.vouchers[0].code;
}

describe('checkout refusals store nothing', () => {
  it('refuses online payment when no provider is configured, an unknown payment method and a made-up voucher', async () => {
    const cart = await cartWith(2);
    const before = await rows();
    const online = await checkout(cart, { ...buyer, payment_method: 'stripe' });
    expect(online).toMatchObject({ status: 422, json: { code: -251 } });
    const bitcoin = await checkout(cart, { ...buyer, payment_method: 'bitcoin' });
    expect(bitcoin.status).toBe(400);
    expect(bitcoin.json.detail).toMatch(/payment_method/);
    const voucher = await checkout(cart, { ...buyer, payment_method: 'invoice', voucher_code: 'GUT-AAAA-BBBB-CCCC' });
    expect(voucher).toMatchObject({ status: 422, json: { code: -260 } });
    expect(await rows()).toEqual(before);
    // The cart is untouched and can still be ordered.
    expect((await checkout(cart, { ...buyer, payment_method: 'invoice' })).status).toBe(201);
  });

  it('answers malformed, oversized and cart-less requests with a 4xx', async () => {
    const malformed = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      rawBody: '{"name":',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const huge = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { ...buyer, name: 'x'.repeat(10_000) },
      headers: { origin: ORIGIN },
    });
    expect(huge.status).toBe(413);
    const none = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { ...buyer },
      headers: { origin: ORIGIN },
    });
    expect(none.json.code).toBe(-204);
    const foreign = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { ...buyer },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('limits checkouts per cart: the 11th within ten minutes answers 429 with Retry-After', async () => {
    const cart = await cartWith(1);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await checkout(cart, { ...buyer, payment_method: 'invoice' }));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers[10].status).toBe(429);
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('vouchers', () => {
  it('pay part of an order; the rest of the credit stays on the voucher and comes back when the order is cancelled', async () => {
    const code = await boughtVoucher(50);
    const cart = await cartWith(1);
    const placed = await checkout(cart, { ...buyer, payment_method: 'invoice', voucher_code: code.toLowerCase() });
    expect(placed.status).toBe(201);
    const order = await getOrder(placed.json.code as string);
    expect(order).toMatchObject({
      total: '12.00',
      voucher_amount: '12.00',
      amount_due: '0.00',
      payment_method: 'free',
      status: 'pending',
    });
    expect(order!.redemptions).toEqual([{ code, amount: '12.00', balance: '38.00' }]);

    // Nothing left to pay: confirming settles it.
    const token = confirmToken((await outboxMails(order!.code))[0])!;
    const confirmed = await callRoute(confirmRoute, {
      url: `/api/shop-orders/${order!.code}/confirm/`,
      method: 'POST',
      params: { code: order!.code },
      body: { token },
    });
    expect(confirmed.json.status).toBe('paid');

    // The buyer cancels (voucher-only orders may be cancelled online): the 12 € come back.
    const viewToken = new URL(placed.json.order_url as string, ORIGIN).searchParams.get('token')!;
    const cancelled = await callRoute(cancelRoute, {
      url: `/api/shop-orders/${order!.code}/cancel/`,
      method: 'POST',
      params: { code: order!.code },
      body: { token: viewToken },
      headers: { origin: ORIGIN },
    });
    expect(cancelled.json.status).toBe('cancelled');
    expect((await findVoucher(db, code, new Date()))?.balance).toBe('50.00');
  });

  it('is refused while its own order is unpaid, and once used up', async () => {
    const { cart } = await addVoucher({ addressKey: null }, { value: 25, quantity: 1 });
    const placed = await checkout(cart.token, { ...buyer, payment_method: 'invoice' });
    const unpaid = (await getOrder(placed.json.code as string))!.vouchers[0];
    expect(unpaid.usable).toBe(false);
    const tryUnpaid = await checkout(await cartWith(1), {
      ...buyer,
      payment_method: 'invoice',
      voucher_code: unpaid.code,
    });
    expect(tryUnpaid.json.code).toBe(-260);

    const code = await boughtVoucher(25);
    expect(
      (await checkout(await cartWith(3), { ...buyer, payment_method: 'invoice', voucher_code: code })).status,
    ).toBe(201);
    expect((await findVoucher(db, code, new Date()))?.balance).toBe('0.00');
    const usedUp = await checkout(await cartWith(1), { ...buyer, payment_method: 'invoice', voucher_code: code });
    expect(usedUp.json.code).toBe(-260);
  });
});

describe('cart items and the one extension', () => {
  it('extends a live hold once, then answers -217', async () => {
    const cart = await cartWith(1);
    const renew = () =>
      callRoute(renewRoute, {
        url: '/api/shop-cart/renew/',
        method: 'POST',
        headers: { origin: ORIGIN },
        cookies: { museum_cart: cart },
      });
    expect((await renew()).status).toBe(200);
    expect((await renew()).json.code).toBe(-217);
  });

  it('removes a voucher from the cart, and refuses unknown and malformed item ids', async () => {
    const { cart } = await addVoucher({ addressKey: null }, { value: 30, quantity: 2 });
    const [item] = await db.select().from(schema.ticketCartItems).where(eq(schema.ticketCartItems.cartId, cart.id));
    const del = (id: string) =>
      callRoute(deleteItem, {
        url: `/api/shop-cart/items/${id}/`,
        method: 'DELETE',
        params: { item: id },
        headers: { origin: ORIGIN },
        cookies: { museum_cart: cart.token },
      });
    expect((await del('999999')).status).toBe(404);
    expect((await del('abc')).status).toBe(400);
    expect((await del('99999999999999999999')).status).toBe(400);
    const gone = await del(String(item.id));
    expect(gone.json.tickets_quantity).toBe(0);
  });
});

describe('the test clock', () => {
  it('is not there outside tests', async () => {
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    try {
      const res = await callRoute(clockRoute, { url: '/api/test-clock/', method: 'POST', body: { offset_ms: 60_000 } });
      expect(res.status).toBe(404);
    } finally {
      (process.env as Record<string, string>).NODE_ENV = previous!;
    }
  });
});

describe('a buyer who hung up', () => {
  it('is not worked on: no order is made and the cart keeps its tickets for the next try', async () => {
    const cart = await cartWith(2);
    const before = await rows();
    const gone = new AbortController();
    gone.abort();
    const res = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { ...buyer, payment_method: 'invoice' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
      signal: gone.signal,
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('client_gone');
    expect(await rows()).toEqual(before);
    expect((await checkout(cart, { ...buyer, payment_method: 'invoice' })).status).toBe(201);
  });
});
