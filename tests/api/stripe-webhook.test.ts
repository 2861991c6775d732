import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as webhookRoute } from '@/app/api/shop-payments/stripe/webhook/route';
import { paymentMethods } from '@/features/box-office/server';
import { setTicketingHooks, resetTicketingHooks } from '@/lib/ticketing-hooks';
import { callRoute } from '../helpers/route';
import { outboxMails } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'whsec_test_museum_gate';
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;
const saved = Object.fromEntries(STRIPE_ENV.map((k) => [k, process.env[k]]));

let db: Db;
let server: Server;
/** What the SDK sent to "Stripe": the local server below records each request. */
const requests: { method: string; path: string; auth: string | undefined; params: URLSearchParams }[] = [];
let sessions = 0;
const signer = new Stripe('sk_test_signer_only', { telemetry: false });

function configureStripe(on: boolean, base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`) {
  if (on)
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_museum',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: base,
    });
  else for (const key of STRIPE_ENV) delete process.env[key];
  resetEnv();
}

beforeAll(async () => {
  // A stand-in for api.stripe.com on this machine: the real SDK talks HTTP to it.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, params });
      const id = `cs_test_${++sessions}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessions}` });
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: params.get('client_reference_id'),
          metadata: { order: params.get('metadata[order]') },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ db } = await testDatabase());
  await seedTestOffer(db, 901, { seats: 2 });
  await seedTestOffer(db, 902, { seats: 20 });
  configureStripe(true);
});

afterAll(async () => {
  for (const key of STRIPE_ENV) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnv();
  resetTicketingHooks();
  await new Promise((resolve) => server.close(resolve));
});

async function add(idJet: number, quantity: number) {
  const res = await callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [2], seat_group: '101' },
    headers: { origin: ORIGIN, referer: `${ORIGIN}/de/programm` },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('museum_cart='))!;
  return cookie.split(';')[0].slice('museum_cart='.length);
}

/** A cart paid online: the checkout opens a Stripe Checkout Session and answers its address. */
async function buyOnline(idJet = 902, quantity = 2) {
  const cart = await add(idJet, quantity);
  const res = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: { name: 'Olga Online', email: 'olga@example.org', gtc: true, locale: 'en', payment_method: 'stripe' },
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const code = res.json.code as string;
  return { code, session: `cs_test_${sessions}`, res };
}

async function order(code: string) {
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  const seats = await db.select().from(schema.ticketReservations).where(eq(schema.ticketReservations.orderId, row.id));
  return { ...row, seats };
}

let events = 0;
function stripeEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_test_${++events}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
}
const completed = (code: string, session: string, extra: Record<string, unknown> = {}) =>
  stripeEvent('checkout.session.completed', {
    id: session,
    client_reference_id: code,
    metadata: { order: code },
    payment_status: 'paid',
    status: 'complete',
    amount_total: 2400,
    currency: 'eur',
    ...extra,
  });

function deliver(payload: string, options: { secret?: string; signature?: string | null } = {}) {
  const signature =
    options.signature !== undefined
      ? options.signature
      : signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET });
  return callRoute(webhookRoute, {
    url: '/api/shop-payments/stripe/webhook/',
    method: 'POST',
    rawBody: payload,
    headers: { 'content-type': 'application/json', ...(signature !== null ? { 'stripe-signature': signature } : {}) },
  });
}

describe('Stripe Checkout', () => {
  it('opens a Checkout Session through the SDK with the order, amount, e-mail and deadline; the order waits for the webhook', async () => {
    const before = requests.length;
    const { code, session, res } = await buyOnline();
    expect(res.json).toMatchObject({
      payment_method: 'stripe',
      payment_url: `https://checkout.stripe.com/c/pay/${session}`,
    });
    expect(requests.length).toBe(before + 1);
    const sent = requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_museum');
    const p = sent.params;
    expect(p.get('mode')).toBe('payment');
    expect(p.get('client_reference_id')).toBe(code);
    expect(p.get('metadata[order]')).toBe(code);
    expect(p.get('customer_email')).toBe('olga@example.org');
    expect(p.get('locale')).toBe('en');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('2400');
    expect(p.get('line_items[0][price_data][product_data][name]')).toContain(code);
    expect(Number(p.get('expires_at'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    expect(p.get('success_url')).toMatch(
      new RegExp(`^http://localhost:3000/en/webshop/orders/${code}\\?token=[2-9A-HJKMNP-Z]{24}$`),
    );
    expect(p.get('cancel_url')).toBe(p.get('success_url'));

    const row = await order(code);
    expect(row).toMatchObject({ status: 'pending', paymentProvider: 'stripe', paymentRef: session });
    expect(row.paymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 31 * 60_000);
    expect(row.seats.every((s) => s.expiresAt && s.expiresAt.getTime() === row.paymentDueAt!.getTime())).toBe(true);
    // Paid online: no confirmation mail; the tickets come once Stripe reports the payment.
    expect(await outboxMails(code)).toHaveLength(0);
  });

  it('settles the order on checkout.session.completed: paid, seats held for good, tickets mailed; a repeated delivery changes nothing', async () => {
    const { code, session } = await buyOnline();
    const payload = completed(code, session);
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: true });
    const paid = await order(code);
    expect(paid).toMatchObject({ status: 'paid', paymentRef: session, paymentDueAt: null });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.seats.length).toBeGreaterThan(0);
    expect(paid.seats.every((s) => s.expiresAt === null)).toBe(true);
    const mails = await outboxMails(code);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: olga@example.org/);

    // Stripe delivers at least once: the same event again, and a second event for the same payment.
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(completed(code, session))).status).toBe(200);
    const again = await order(code);
    expect(again.status).toBe('paid');
    expect(again.paidAt!.getTime()).toBe(paid.paidAt!.getTime());
    expect(await outboxMails(code)).toHaveLength(1);
  });

  it('waits while an asynchronous payment is processing and settles on async_payment_succeeded', async () => {
    const { code, session } = await buyOnline();
    expect((await deliver(completed(code, session, { payment_status: 'unpaid' }))).json).toMatchObject({
      received: true,
      outcome: 'ignored',
    });
    expect((await order(code)).status).toBe('pending');
    const res = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', {
        id: session,
        client_reference_id: code,
        metadata: { order: code },
        payment_status: 'paid',
        amount_total: 2400,
        currency: 'eur',
      }),
    );
    expect(res.json).toMatchObject({ received: true, outcome: 'settled' });
    expect((await order(code)).status).toBe('paid');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { code, session } = await buyOnline();
    const payload = completed(code, session);
    const forged = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(String(forged.json.detail)).toMatch(/signature/i);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const altered = await deliver(payload.replace('"amount_total":2400', '"amount_total":1'), { signature });
    expect(altered.status).toBe(400);
    expect((await deliver(payload, { signature: null })).status).toBe(400);
    expect((await deliver(payload, { signature: 't=1,v1=abc' })).status).toBe(400);
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, { signature: old })).status).toBe(400);
    const row = await order(code);
    expect(row.status).toBe('pending');
    expect(row.paidAt).toBeNull();
    expect(await outboxMails(code)).toHaveLength(0);
  });

  it('expires a pending order on checkout.session.expired and frees its seats', async () => {
    const { code, session } = await buyOnline(901, 2);
    // Both seats of date 901 are held by the order.
    const full = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [1], event_jet_id: 901, sale_type_ids: [2], seat_group: '101' },
      headers: { origin: ORIGIN },
    });
    expect(full.status).toBe(409);
    const res = await deliver(
      stripeEvent('checkout.session.expired', {
        id: session,
        client_reference_id: code,
        metadata: { order: code },
        payment_status: 'unpaid',
        status: 'expired',
      }),
    );
    expect(res.json).toMatchObject({ received: true, outcome: 'expired' });
    const row = await order(code);
    expect(row.status).toBe('expired');
    expect(row.seats.every((s) => s.expiresAt !== null && s.expiresAt.getTime() <= Date.now())).toBe(true);
    expect(await add(901, 2)).toBeTruthy();
  });

  it('does not book a payment for an expired order, an unknown order, another session or another amount: reported, answered 200', async () => {
    // reportError logs through lib/log.ts, one readable line per error on stdout under tests.
    const report = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { code, session } = await buyOnline();
    // The buyer pays after the deadline has passed: the order is over, its seats may be sold again.
    setTicketingHooks({ now: () => new Date(Date.now() + 40 * 60_000) });
    const late = await deliver(completed(code, session));
    resetTicketingHooks();
    expect(late.status).toBe(200);
    expect(late.json).toMatchObject({ received: true, outcome: 'reported' });
    expect(await order(code)).toMatchObject({ status: 'pending', paidAt: null });
    expect(report.mock.calls.some((c) => String(c[0]).includes(code) && /refund/i.test(String(c[0])))).toBe(true);

    const unknown = await deliver(completed('ZZZZZZZZZZ', 'cs_test_unknown'));
    expect(unknown.json).toMatchObject({ received: true, outcome: 'reported' });
    expect(report.mock.calls.some((c) => String(c[0]).includes('unknown order ZZZZZZZZZZ'))).toBe(true);
    expect(
      (await deliver(completed('', 'cs_test_none', { client_reference_id: null, metadata: {} }))).json,
    ).toMatchObject({ outcome: 'reported' });

    const other = await buyOnline();
    expect((await deliver(completed(other.code, 'cs_test_not_this_one'))).json).toMatchObject({ outcome: 'reported' });
    expect((await deliver(completed(other.code, other.session, { amount_total: 100 }))).json).toMatchObject({
      outcome: 'reported',
    });
    expect((await order(other.code)).status).toBe('pending');

    // Events the box office does not use are acknowledged and ignored.
    expect((await deliver(stripeEvent('customer.created', { id: 'cus_1' }))).json).toMatchObject({
      received: true,
      outcome: 'ignored',
    });
    report.mockRestore();
  });

  it('is not there without Stripe keys: the webhook answers 404 and the checkout offers invoice only', async () => {
    configureStripe(false);
    try {
      expect(paymentMethods()).toEqual(['invoice']);
      const res = await deliver(completed('ABCDEFGHJK', 'cs_test_x'));
      expect(res.status).toBe(404);
      const cart = await add(902, 1);
      const refused = await callRoute(checkoutRoute, {
        url: '/api/shop-checkout/',
        method: 'POST',
        body: { name: 'Olga Online', email: 'olga@example.org', gtc: true, locale: 'en', payment_method: 'stripe' },
        headers: { origin: ORIGIN },
        cookies: { museum_cart: cart },
      });
      expect(refused.status).toBe(422);
      // A key without the webhook secret is not enough: payments could never be confirmed.
      process.env.STRIPE_SECRET_KEY = 'sk_test_museum';
      resetEnv();
      expect(paymentMethods()).toEqual(['invoice']);
      expect((await deliver(completed('ABCDEFGHJK', 'cs_test_x'))).status).toBe(404);
    } finally {
      configureStripe(true);
    }
    expect(paymentMethods()).toEqual(['stripe', 'invoice']);
  });
});
