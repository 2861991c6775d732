import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { resetEnv } from '@/lib/env';

/**
 * A local stand-in for api.stripe.com speaking the parts of Stripe's API this site uses, so the real
 * SDK is tested against it: Checkout Sessions (create, retrieve), Refunds (create honouring the
 * Idempotency-Key header: the same key answers the same refund or the same error; retrieve). Tests
 * can refuse refunds with a Stripe error, drop the answer of the next refund (a lost connection after
 * Stripe did it), mark a session paid, and sign webhook events with the endpoint secret. The fault
 * script (scripts/faults, run with tsx) uses it too, for a server in another process (settings()).
 */
type StandInRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
};

type Json = Record<string, unknown>;

const STRIPE_WEBHOOK_SECRET = 'whsec_test_stand_in';
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;

export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** Answers already given per idempotency key: a repeated key gets the same answer, as Stripe does. */
  const idempotent = new Map<string, { status: number; body: Json }>();
  const refunded = new Map<string, number>();
  let counter = 0;
  const state = {
    /** When set, refunds are refused with this message (a Stripe invalid_request_error). */
    refuse: null as string | null,
    /** The next refund is made but its answer is lost (the connection drops). */
    dropNextAnswer: false,
    /** Status of new refunds: 'succeeded', or 'pending' (settled later by a webhook). */
    refundStatus: 'succeeded' as 'succeeded' | 'pending',
  };

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
    res.end(JSON.stringify(body));
  };
  const stripeError = (code: string, message: string) => ({
    error: { type: 'invalid_request_error', code, message },
  });

  function createRefund(p: Record<string, string>): { status: number; body: Json } {
    if (state.refuse) return { status: 400, body: stripeError('charge_already_refunded', state.refuse) };
    const intent = p.payment_intent;
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!intent || !session)
      return { status: 404, body: stripeError('resource_missing', `No such payment_intent: '${intent}'`) };
    const amount = Number(p.amount ?? session.amount_total);
    const left = Number(session.amount_total) - (refunded.get(intent) ?? 0);
    if (amount > left)
      return {
        status: 400,
        body: stripeError(
          'amount_too_large',
          `Refund amount (€${amount / 100}) is greater than unrefunded amount (€${left / 100}).`,
        ),
      };
    refunded.set(intent, (refunded.get(intent) ?? 0) + amount);
    const id = `re_test_${++counter}`;
    const metadata = Object.fromEntries(
      Object.entries(p)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const refund = {
      id,
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: intent,
      charge: `ch_for_${intent}`,
      status: state.refundStatus,
      failure_reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(id, refund);
    return { status: 200, body: refund };
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const params = Object.fromEntries(new URLSearchParams(raw));
    const key = req.headers['idempotency-key'] as string | undefined;
    const path = (req.url ?? '').split('?')[0];
    requests.push({ method: req.method ?? 'GET', path, idempotencyKey: key, params });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        amount_total:
          Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]'] ?? 1),
        currency: 'eur',
        client_reference_id: params.client_reference_id,
        metadata: { order: params['metadata[order]'] },
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && session) {
      const found = sessions.get(session[1]);
      return found
        ? send(res, 200, found)
        : send(res, 404, stripeError('resource_missing', `No such checkout.session: '${session[1]}'`));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const answer = key && idempotent.has(key) ? idempotent.get(key)! : createRefund(params);
      if (key) idempotent.set(key, answer);
      if (state.dropNextAnswer) {
        state.dropNextAnswer = false;
        req.socket.destroy();
        return;
      }
      return send(res, answer.status, answer.body);
    }
    const refund = /^\/v1\/refunds\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && refund) {
      const found = refunds.get(refund[1]);
      return found ? send(res, 200, found) : send(res, 404, stripeError('resource_missing', 'No such refund'));
    }
    send(res, 404, stripeError('resource_missing', `Unrecognized request URL (${req.method}: ${path})`));
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saved = Object.fromEntries(STRIPE_ENV.map((k) => [k, process.env[k]]));
  const signer = new Stripe('sk_test_signer_only', { telemetry: false });
  /** The site's Stripe settings pointing at this stand-in (for a server in another process, its env). */
  const settings = () => ({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: base });
  /** The Stripe-Signature header of a webhook payload, signed now with the endpoint secret (as Stripe signs each attempt). */
  const sign = (payload: string) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });

  return {
    base,
    state,
    requests,
    sessions,
    refunds,
    settings,
    sign,
    /** Points the site's Stripe settings at this stand-in. */
    configure() {
      Object.assign(process.env, settings());
      resetEnv();
    },
    /** The Checkout Session made for an order (by its code). */
    sessionFor(order: string) {
      return [...sessions.values()].find((s) => (s.metadata as { order?: string }).order === order);
    },
    /** The buyer paid on the Checkout page: the session gets its payment intent. */
    pay(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: `pi_for_${sessionId}` });
      return s;
    },
    /** A webhook event as Stripe signs it for the endpoint: the raw payload and its Stripe-Signature header. */
    event(type: string, object: Json) {
      const payload = JSON.stringify({
        id: `evt_test_${++counter}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      return { payload, signature: sign(payload) };
    },
    async close() {
      for (const k of STRIPE_ENV) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      resetEnv();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
