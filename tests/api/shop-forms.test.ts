import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { GET as cartRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as cartForm } from '@/app/api/shop-forms/cart/route';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { getOrder } from '@/features/box-office/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';
import { addTickets, formBody, setCookies } from '../helpers/shop';

let db: Db;

const checkoutForm = (cart: string | undefined, fields: Record<string, string>) =>
  callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    ...formBody(fields),
    cookies: cart ? { museum_cart: cart } : undefined,
  });
const postCartForm = (cart: string | undefined, fields: Record<string, string>, headers?: Record<string, string>) => {
  const body = formBody(fields);
  return callRoute(cartForm, {
    url: '/api/shop-forms/cart/',
    method: 'POST',
    rawBody: body.rawBody,
    headers: { ...body.headers, ...headers },
    cookies: cart ? { museum_cart: cart } : undefined,
  });
};
const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);
const readCart = async (cart: string) =>
  (await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } })).json;

async function orders() {
  const [{ n }] = await db.select({ n: count() }).from(schema.ticketOrders);
  return n;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 901, { seats: 20 });
  await seedTestOffer(db, 902, { seats: 3 });
});

afterEach(() => resetTicketingHooks());

describe('checkout as a plain form (JavaScript off)', () => {
  it('places the order and answers 303 to the order page with its secret link; the badge goes to 0', async () => {
    const { cart } = await addTickets(901, 2);
    const res = await checkoutForm(cart, {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      gtc: 'on',
      locale: 'cs',
      payment_method: 'invoice',
      voucher_code: '',
    });
    expect(res.status).toBe(303);
    const to = location(res);
    expect(to.pathname).toMatch(/^\/cs\/webshop\/orders\/[2-9A-HJKMNP-Z]{10}$/);
    expect(to.searchParams.get('token')).toMatch(/^[2-9A-HJKMNP-Z]{24}$/);
    expect(setCookies(res).cart_count).toBe('0');
    const order = (await getOrder(to.pathname.split('/').pop()!))!;
    expect(order).toMatchObject({
      status: 'pending',
      buyer_name: 'Jana Nováková',
      locale: 'cs',
      payment_method: 'invoice',
    });
  });

  it('sends the visitor back to the checkout with the fields at fault and what was typed, storing nothing', async () => {
    const { cart } = await addTickets(901, 1);
    const before = await orders();
    const res = await checkoutForm(cart, {
      name: 'J',
      email: 'jana@example.cz',
      locale: 'de',
      payment_method: 'invoice',
      voucher_code: 'GUT-2345-6789-ABCD',
    });
    expect(res.status).toBe(303);
    const to = location(res);
    expect(to.pathname).toBe('/de/webshop/checkout');
    expect(to.searchParams.get('error')).toBe('invalid');
    expect(to.searchParams.get('fields')!.split(',')).toEqual(['name', 'gtc']);
    expect(to.searchParams.get('name')).toBe('J');
    expect(to.searchParams.get('email')).toBe('jana@example.cz');
    // Voucher codes are credit: never in an address.
    expect(to.searchParams.has('voucher_code')).toBe(false);
    expect(await orders()).toBe(before);
  });

  it.each([
    ['an unknown voucher', { voucher_code: 'GUT-2345-6789-ZZZZ' }, '-260'],
    ['online payment when no provider is configured', { payment_method: 'stripe' }, '-251'],
  ])('refuses %s with its code, storing nothing', async (_, extra, code) => {
    const { cart } = await addTickets(901, 1);
    const before = await orders();
    const res = await checkoutForm(cart, {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      gtc: 'on',
      locale: 'en',
      payment_method: 'invoice',
      ...extra,
    });
    expect(res.status).toBe(303);
    expect(location(res).pathname).toBe('/en/webshop/checkout');
    expect(location(res).searchParams.get('error')).toBe(code);
    expect(await orders()).toBe(before);
    // The cart is still there to try again.
    expect((await readCart(cart)).tickets_quantity).toBe(1);
  });

  it('without a cart says so (-204); from another site it is a 403', async () => {
    const res = await checkoutForm(undefined, {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      gtc: 'on',
      locale: 'de',
    });
    expect(location(res).searchParams.get('error')).toBe('-204');
    const foreign = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      ...formBody({ name: 'X' }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(foreign.status).toBe(403);
  });

  it('answers 413 for an oversized form', async () => {
    const res = await checkoutForm(undefined, { name: 'x'.repeat(9000) });
    expect(res.status).toBe(413);
  });
});

describe('the cart page forms (JavaScript off)', () => {
  it('change a line, extend once (-217 the second time), remove; each answers 303 back to the cart', async () => {
    const { cart } = await addTickets(901, 2);
    const [line] = (await readCart(cart)).lines as { id: number }[];

    const raised = await postCartForm(cart, { action: 'line', line: String(line.id), quantity: '3', lang: 'en' });
    expect(raised.status).toBe(303);
    expect(location(raised).pathname + location(raised).search).toBe('/en/webshop/cart?done=changed');
    expect(setCookies(raised).cart_count).toBe('3');

    const extended = await postCartForm(cart, { action: 'extend', lang: 'de' });
    expect(location(extended).search).toBe('?done=extended');
    expect((await readCart(cart)).extensions_left).toBe(0);
    const twice = await postCartForm(cart, { action: 'extend', lang: 'de' });
    expect(location(twice).search).toBe('?error=-217');

    const removed = await postCartForm(cart, { action: 'line', line: String(line.id), quantity: '0', lang: 'de' });
    expect(location(removed).search).toBe('?done=removed');
    expect((await readCart(cart)).lines).toHaveLength(0);
  });

  it('after expiry, the same form reserves again when the seats are still free', async () => {
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    setTicketingHooks({ now: () => t0 });
    const { cart } = await addTickets(902, 2);
    setTicketingHooks({ now: () => new Date(t0.getTime() + 16 * 60_000) });
    expect((await readCart(cart)).tickets_quantity).toBe(0);
    const renewed = await postCartForm(cart, { action: 'extend', lang: 'de' });
    expect(location(renewed).search).toBe('?done=extended');
    expect((await readCart(cart)).tickets_quantity).toBe(2);
  });

  it('refusals come back in words: not enough seats, unknown line, no cart', async () => {
    const { cart } = await addTickets(902, 1);
    const [line] = (await readCart(cart)).lines as { id: number }[];
    const tooMany = await postCartForm(cart, { action: 'line', line: String(line.id), quantity: '9', lang: 'de' });
    expect(location(tooMany).search).toBe('?error=-213');
    const unknown = await postCartForm(cart, { action: 'line', line: '999999', quantity: '1', lang: 'de' });
    expect(location(unknown).search).toBe('?error=-206');
    const item = await postCartForm(cart, { action: 'remove-item', item: '999999', lang: 'de' });
    expect(location(item).search).toBe('?error=-206');
    const none = await postCartForm(undefined, { action: 'extend', lang: 'de' });
    expect(location(none).search).toBe('?error=-204');
  });

  it.each([
    ['an unknown action', { action: 'buy-all', lang: 'de' }],
    ['a negative amount', { action: 'line', line: '1', quantity: '-1', lang: 'de' }],
    ['a huge amount', { action: 'line', line: '1', quantity: '100000', lang: 'de' }],
    ['a huge id', { action: 'line', line: '99999999999', quantity: '1', lang: 'de' }],
    ['no id', { action: 'remove-item', lang: 'de' }],
  ])('answers 400 for a form that is not one of the page’s (%s)', async (_, fields) => {
    const { cart } = await addTickets(901, 1);
    const res = await postCartForm(cart, fields);
    expect(res.status).toBe(400);
    expect(typeof res.json.detail).toBe('string');
  });

  it('refuses posts from other sites', async () => {
    const { cart } = await addTickets(901, 1);
    const res = await postCartForm(cart, { action: 'extend', lang: 'de' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
