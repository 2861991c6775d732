/**
 * The payment-webhook fault: orders paid by card (Stripe Checkout, through a local stand-in for
 * api.stripe.com that the server's Stripe SDK talks to), whose payment webhooks are being delivered
 * when the server is killed with SIGKILL; after the restart every one is delivered again, as Stripe
 * does: until it is answered 2xx, and once more the ones that were (Stripe delivers at least once).
 * Each order must end paid exactly once: one booking, one invoice, no invoice number twice.
 */
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { hit } from './load.mjs';

/** The webhook endpoint's signing secret the server is given (STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_faults_stand_in';
const signer = new Stripe('sk_test_faults_signer', { telemetry: false });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const isOk = (status) => status >= 200 && status < 300;

/** Checkout Sessions (create) as api.stripe.com answers them; sessions by order code. */
export async function startStripeStandIn() {
  const sessions = new Map();
  let counter = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status, json) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_faults_${++counter}` });
        res.end(JSON.stringify(json));
      };
      const p = Object.fromEntries(new URLSearchParams(body));
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/checkout/sessions')
        return send(404, {
          error: { type: 'invalid_request_error', message: `Unrecognized ${req.method} ${req.url}` },
        });
      const id = `cs_test_faults_${++counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        amount_total: Number(p['line_items[0][price_data][unit_amount]']) * Number(p['line_items[0][quantity]'] ?? 1),
        currency: p['line_items[0][price_data][currency]'] ?? 'eur',
        client_reference_id: p.client_reference_id,
        metadata: { order: p['metadata[order]'] },
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(session.metadata.order, session);
      send(200, session);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    sessions,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `count` orders checked out "by card" (each from its own address); their codes. */
export async function cardOrders(base, offer, count) {
  const codes = [];
  for (let n = 0; codes.length < count && n < count * 3; n++) {
    const headers = {
      origin: base,
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${(n % 250) + 1}`,
    };
    const jar = new Map();
    await hit(null, 'setup', base, '/api/shop-cart/', {
      jar,
      method: 'POST',
      headers,
      body: JSON.stringify({
        quantities: [1],
        event_jet_id: offer.id_jet,
        sale_type_ids: [offer.sale_type_id],
        seat_group: offer.seat_group,
      }),
    });
    if (!jar.has('museum_cart')) continue;
    const res = await hit(null, 'setup', base, '/api/shop-checkout/', {
      jar,
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Card Fault',
        email: `card-${n}-${Date.now()}@example.org`,
        gtc: true,
        locale: 'en',
        payment_method: 'stripe',
      }),
    });
    if (res.status === 201 && JSON.parse(res.body).payment_url) codes.push(JSON.parse(res.body).code);
  }
  if (codes.length < count) throw new Error(`only ${codes.length} of ${count} card orders could be placed`);
  return codes;
}

/** Stripe's event for a paid Checkout Session: one event per order, delivered (and redelivered) as it is. */
export function paidEvent(session, n) {
  return JSON.stringify({
    id: `evt_faults_${n}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: { ...session, payment_status: 'paid', status: 'complete', payment_intent: `pi_for_${session.id}` },
    },
  });
}

/** One delivery, signed now (as Stripe signs each attempt); the HTTP status, 0 for no answer. */
async function deliver(rec, base, payload) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await hit(rec, 'webhook', base, '/api/shop-payments/stripe/webhook/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return res.status;
}

/**
 * Delivers the events with `concurrency` deliveries at a time until `stop.done` (the kill): returns
 * the first status of each event delivered, and counts the deliveries still waiting for their answer.
 */
export function deliverUntilKilled(rec, base, events, stop, concurrency = 4) {
  const first = new Map();
  const state = { inFlight: 0, next: 0 };
  const worker = async () => {
    while (!stop.done && state.next < events.length) {
      const { code, payload } = events[state.next++];
      state.inFlight++;
      first.set(code, await deliver(rec, base, payload));
      state.inFlight--;
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return { first, state, done };
}

/**
 * After the restart, as Stripe: every event not answered 2xx is delivered again until it is (at most
 * six attempts, a second apart); every event that was is delivered once more.
 */
export async function redeliver(rec, base, events, first, concurrency = 4) {
  const attempts = new Map();
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const { code, payload } = events[next++];
      const limit = isOk(first.get(code)) ? 1 : 6;
      let tries = 0;
      while (tries < limit) {
        tries++;
        if (isOk(await deliver(rec, base, payload))) break;
        await sleep(1000);
      }
      attempts.set(code, tries);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return attempts;
}

/** What the database holds for the card orders: status, payment reference and invoices of each. */
export async function bookings(db, codes) {
  const { rows } = await db.query(
    `select o.code, o.status, o.payment_ref, o.paid_at,
            (select count(*)::int from invoices i where i.order_id = o.id and i.kind = 'invoice') as invoices
       from ticket_orders o where o.code = any($1)`,
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row]));
}
