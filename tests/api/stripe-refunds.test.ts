import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as webhookRoute } from '@/app/api/shop-payments/stripe/webhook/route';
import { testDatabase } from '../helpers/db';
import { addTickets, ORIGIN } from '../helpers/shop';
import { callRoute } from '../helpers/route';
import { seedTestOffer } from '../helpers/ticketing';
import { orderDetail, orderIdOf, refund, staffWithRole, type StaffAuth } from '../helpers/refunds';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';

type Json = Record<string, unknown>;
let db: Db;
let staff: StaffAuth;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.configure();
  ({ db } = await testDatabase());
  staff = await staffWithRole(db, 'box_office');
  await seedTestOffer(db, 5201, { seats: 40 });
});
afterAll(() => stripe.close());

const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  callRoute(webhookRoute, {
    url: '/api/shop-payments/stripe/webhook/',
    method: 'POST',
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

/** A visitor buys `n` tickets (12.00 each) and pays them on Stripe's Checkout page; the webhook books it. */
async function paidOnline(n: number) {
  const { cart } = await addTickets(5201, n);
  const out = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: { name: 'Olga Online', email: 'olga@example.org', gtc: true, locale: 'en', payment_method: 'stripe' },
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  expect(out.status, out.text).toBe(201);
  const code = out.json.code as string;
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === code)!;
  const paid = stripe.pay(session.id as string);
  const booked = await deliver(stripe.event('checkout.session.completed', paid));
  expect(booked.json.outcome).toBe('settled');
  const id = await orderIdOf(db, code);
  return { id, code, intent: paid.payment_intent as string };
}

const ticketsOf = async (id: number) => (await orderDetail(id, staff)).json.ticket_list as Json[];
const refundRequests = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

describe('refunds through Stripe (local stand-in)', () => {
  it('refunds one ticket with the Refund API and an idempotency key, then the rest', async () => {
    const { id, intent } = await paidOnline(2);
    const [first, second] = await ticketsOf(id);
    const before = refundRequests().length;
    const res = await refund(id, staff, { ticket_ids: [first.id] });
    expect(res.status, res.text).toBe(201);
    expect(res.json.refunds).toMatchObject([{ method: 'stripe', status: 'succeeded', amount: '12.00' }]);
    const sent = refundRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({ payment_intent: intent, amount: '1200' });
    const [row] = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, id));
    expect(sent[0].idempotencyKey).toBe(row.idempotencyKey);
    expect(row.providerRef).toMatch(/^re_test_/);

    const rest = await refund(id, staff, {});
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json).toMatchObject({ order_status: 'cancelled', cancelled_tickets: [second.id] });
    expect((await orderDetail(id, staff)).json).toMatchObject({ status: 'cancelled', refund_status: 'refunded' });
    // The second refund is another refund (its own key) of the rest of the payment.
    const keys = refundRequests()
      .slice(before)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('reuses the idempotency key when Stripe’s answer was lost: one refund, not two', async () => {
    const { id } = await paidOnline(1);
    const before = refundRequests().length;
    const made = stripe.refunds.size;
    stripe.state.dropNextAnswer = true;
    const res = await refund(id, staff, {});
    expect(res.status, res.text).toBe(201);
    const sent = refundRequests().slice(before);
    // The SDK asked again after the dropped connection, with the same key, and got the same refund.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(stripe.refunds.size).toBe(made + 1);
    // A retried staff request answers the same refund without asking Stripe again.
    const first = (await ticketsOf(id))[0];
    const again = await refund(id, staff, { ticket_ids: [first.id] });
    expect(again.status).toBe(200);
    expect(again.json.replayed).toBe(true);
    expect(refundRequests().length).toBe(before + sent.length);
  });

  it('reconciles refund webhooks; a webhook delivered twice changes nothing', async () => {
    stripe.state.refundStatus = 'pending';
    const { id } = await paidOnline(1);
    const res = await refund(id, staff, {});
    stripe.state.refundStatus = 'succeeded';
    expect(res.json.refunds).toMatchObject([{ status: 'pending' }]);
    const [row] = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, id));
    const refundObject = { ...stripe.refunds.get(row.providerRef!)!, status: 'succeeded' };
    const event = stripe.event('refund.updated', refundObject);
    expect((await deliver(event)).json.outcome).toBe('refund_updated');
    const [after] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, row.id));
    expect(after.status).toBe('succeeded');
    // The same delivery again, and charge.refunded with the same refund: nothing changes.
    expect((await deliver(event)).json.outcome).toBe('refund_unchanged');
    const charge = stripe.event('charge.refunded', { object: 'charge', id: 'ch_x', refunds: { data: [refundObject] } });
    expect((await deliver(charge)).json.outcome).toBe('refund_unchanged');
    const [still] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, row.id));
    expect(still.updatedAt.getTime()).toBe(after.updatedAt.getTime());
    // A later failure reported by Stripe shows with its reason.
    const failed = stripe.event('refund.failed', {
      ...refundObject,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((await deliver(failed)).json.outcome).toBe('refund_updated');
    expect((await orderDetail(id, staff)).json.refunds).toMatchObject([
      { status: 'failed', failure_reason: 'expired_or_canceled_card' },
    ]);
  });

  it('a refund the provider refuses leaves the order as it was and shows why', async () => {
    const { id } = await paidOnline(2);
    const [first] = await ticketsOf(id);
    stripe.state.refuse = 'Charge ch_123 has already been refunded.';
    const res = await refund(id, staff, { ticket_ids: [first.id] });
    stripe.state.refuse = null;
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/Stripe refused the refund: Charge ch_123 has already been refunded/);
    const detail = (await orderDetail(id, staff)).json;
    expect(detail.status).toBe('paid');
    expect((detail.ticket_list as Json[]).every((t) => t.status === 'valid')).toBe(true);
    expect(detail.refund_status).toBe('none');
    expect(detail.refunds).toMatchObject([
      { status: 'failed', failure_reason: expect.stringContaining('already been refunded') },
    ]);
    // Once the provider accepts, the same tickets are refunded with a fresh key.
    const retry = await refund(id, staff, { ticket_ids: [first.id] });
    expect(retry.status, retry.text).toBe(201);
    const keys = refundRequests()
      .slice(-2)
      .map((r) => r.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
