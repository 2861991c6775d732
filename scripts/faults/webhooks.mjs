/**
 * The payment-webhook fault: orders paid by card (Stripe Checkout, through a local stand-in for
 * api.stripe.com that the server's Stripe SDK talks to), whose payment webhooks are being delivered
 * when the server is killed with SIGKILL; after the restart every one is delivered again, as Stripe
 * does: until it is answered 2xx, and once more the ones that were (Stripe delivers at least once).
 * Each order must end paid exactly once: one booking, one invoice, no invoice number twice.
 */
import { addOne, hit } from './load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const isOk = (status) => status >= 200 && status < 300;

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
    await addOne(null, 'setup', base, offer, headers, jar);
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

/**
 * Stripe's event for each order's Checkout Session, paid: one event per order, delivered (and
 * redelivered) as it is. `stripe` is the stand-in (tests/helpers/stripe-stand-in.ts).
 */
export function paidEvents(stripe, codes) {
  return codes.map((code) => {
    const session = stripe.sessionFor(code);
    return { code, payload: stripe.event('checkout.session.completed', stripe.pay(session.id)).payload };
  });
}

/** One delivery, signed now (as Stripe signs each attempt); the HTTP status, 0 for no answer. */
async function deliver(rec, base, stripe, payload) {
  const res = await hit(rec, 'webhook', base, '/api/shop-payments/stripe/webhook/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    body: payload,
  });
  return res.status;
}

/**
 * Delivers the events with `concurrency` deliveries at a time until `stop.done` (the kill): returns
 * the first status of each event delivered, and counts the deliveries still waiting for their answer.
 */
export function deliverUntilKilled(rec, base, stripe, events, stop, concurrency = 4) {
  const first = new Map();
  const state = { inFlight: 0, next: 0 };
  const worker = async () => {
    while (!stop.done && state.next < events.length) {
      const { code, payload } = events[state.next++];
      state.inFlight++;
      first.set(code, await deliver(rec, base, stripe, payload));
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
export async function redeliver(rec, base, stripe, events, first, concurrency = 4) {
  const attempts = new Map();
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const { code, payload } = events[next++];
      const limit = isOk(first.get(code)) ? 1 : 6;
      let tries = 0;
      while (tries < limit) {
        tries++;
        if (isOk(await deliver(rec, base, stripe, payload))) break;
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
