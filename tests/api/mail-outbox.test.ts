import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { LEASE_MS, MAX_ATTEMPTS, OWNER_GRACE_MS, runOutbox, sendsSettled } from '@/lib/mail-outbox';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { confirmPlacedOrder } from '@/features/box-office/server';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import { callRoute } from '../helpers/route';
import { outboxMails, outboxMessages } from '../helpers/outbox';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';

let db: Db;
let refusing: Server;
let refusingPort = 0;
const ORIGIN = 'http://localhost:3000';
const buyer = { name: 'Petra Outbox', email: 'petra@example.org', gtc: true, locale: 'de', payment_method: 'invoice' };
const { mailOutbox, ticketOrders } = schema;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'mail-outbox-'));
  resetEnv();
  ({ db } = await testDatabase());
  await seedTestOffer(db, 901, { seats: 40 });
  // A "mail server" that hangs up at once: every SMTP delivery to it fails.
  refusing = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  refusingPort = (refusing.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
afterEach(async () => {
  delete process.env.SMTP_URL;
  resetEnv();
  resetTicketingHooks();
  await resetRateLimits();
});

async function placeOrder() {
  const added = await callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { quantities: [1], event_jet_id: 901, sale_type_ids: [2] },
    headers: { origin: ORIGIN },
  });
  expect(added.status).toBe(200);
  const cart = /museum_cart=([^;]+)/.exec(added.headers.getSetCookie().join('\n'))![1];
  const placed = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: buyer,
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  expect(placed.status).toBe(201);
  // The checkout hands its mail over right after answering (sendSoon).
  await sendsSettled();
  return placed.json.code as string;
}

const rowsOf = (code: string) => db.select().from(mailOutbox).where(eq(mailOutbox.tag, code)).orderBy(mailOutbox.id);
const later = (ms: number) => new Date(Date.now() + ms);

describe('mail outbox', () => {
  it('queues the confirmation with the order and sends it right after the checkout answers', async () => {
    const code = await placeOrder();
    const [row] = await rowsOf(code);
    expect(row).toMatchObject({ kind: 'order', status: 'sent', attempts: 1, deliveredVia: 'outbox', lastError: null });
    expect(await outboxMails(code)).toHaveLength(1);
    // Every order has its mail row: the count of orders and of order mails is the same.
    const [[orders], [mails]] = await Promise.all([
      db.select({ n: count() }).from(ticketOrders),
      db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, 'order')),
    ]);
    expect(mails.n).toBe(orders.n);
  });

  it("sends it in the server's turn for deferred work, after the buyers' writes at work", async () => {
    const hooks = globalThis as { __museumAfterShopWrites?: () => Promise<() => void> };
    let open!: () => void;
    let ended = false;
    const gate = new Promise<void>((resolve) => (open = resolve));
    hooks.__museumAfterShopWrites = async () => {
      await gate;
      return () => (ended = true);
    };
    try {
      const placing = placeOrder();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [waiting] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(waiting).toMatchObject({ kind: 'order', status: 'pending', attempts: 0 });
      open();
      const code = await placing;
      expect((await rowsOf(code))[0]).toMatchObject({ id: waiting.id, status: 'sent', attempts: 1 });
      expect(ended).toBe(true);
    } finally {
      delete hooks.__museumAfterShopWrites;
    }
  });

  it('rolls the mail back with a refused order', async () => {
    const before = await db.select({ n: count() }).from(mailOutbox);
    const added = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [1], event_jet_id: 901, sale_type_ids: [2] },
      headers: { origin: ORIGIN },
    });
    const cart = /museum_cart=([^;]+)/.exec(added.headers.getSetCookie().join('\n'))![1];
    // An unknown voucher is refused inside the order's transaction, after the order row was written.
    const refused = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { ...buyer, voucher_code: 'NOPE-NOPE-NOPE' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await db.select({ n: count() }).from(mailOutbox)).toEqual(before);
  });

  it('sends a mail whose request died after the commit on the next worker run', async () => {
    const code = await placeOrder();
    // Confirming commits the order and queues its mail with the tickets; the request that would send
    // it right after the commit never runs (the process was killed).
    const { changed, mail } = await confirmPlacedOrder(code, { queueMail: true });
    expect(changed).toBe(true);
    expect(await outboxMails(code)).toHaveLength(1);
    // The owner's grace time: a poll right now leaves it to the request that queued it.
    expect(await runOutbox()).toMatchObject({ sent: 0 });
    // The restarted server's poll sends it.
    expect(await runOutbox({ now: later(OWNER_GRACE_MS + 1000) })).toMatchObject({ sent: 1 });
    const mails = await outboxMessages(code);
    expect(mails).toHaveLength(2);
    // The second mail is the confirmed order's: it carries the tickets.
    expect(mails[1].parts.some((p) => p.contentType === 'application/pdf')).toBe(true);
    expect((await rowsOf(code)).find((r) => r.id === mail)).toMatchObject({ status: 'sent', attempts: 1 });
    // Sent once: the next poll has nothing left.
    expect(await runOutbox({ now: later(OWNER_GRACE_MS + 1000) })).toMatchObject({ sent: 0, retrying: 0 });
  });

  it('leaves a row a crashed sender holds until its lease runs out', async () => {
    const code = await placeOrder();
    const { mail } = await confirmPlacedOrder(code, { queueMail: true });
    // Another instance claimed it and died mid-send (the row is due: only the lease keeps others off).
    await db
      .update(mailOutbox)
      .set({ lockedUntil: later(LEASE_MS), attempts: 1, nextAttemptAt: later(-1000) })
      .where(eq(mailOutbox.id, mail!));
    expect(await runOutbox({ now: later(LEASE_MS - 1000) })).toMatchObject({ sent: 0 });
    expect(await runOutbox({ now: later(LEASE_MS + 1000) })).toMatchObject({ sent: 1 });
    expect(await outboxMails(code)).toHaveLength(2);
  });

  it('retries with backoff while the mail server refuses, records the error, and sends when it is back', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${refusingPort}`;
    resetEnv();
    const code = await placeOrder();
    // The order stands although its mail could not go out.
    expect((await db.select().from(ticketOrders).where(eq(ticketOrders.code, code)))[0].status).toBe('pending');
    let [row] = await rowsOf(code);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toBeTruthy();
    const firstWait = row.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);

    // Not yet due: nothing is tried.
    expect(await runOutbox()).toMatchObject({ sent: 0, retrying: 0 });
    expect(await runOutbox({ now: later(31_000) })).toMatchObject({ retrying: 1 });
    [row] = await rowsOf(code);
    expect(row.attempts).toBe(2);
    // The wait doubles.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    delete process.env.SMTP_URL;
    resetEnv();
    expect(await runOutbox({ now: later(61_000) })).toMatchObject({ sent: 1 });
    [row] = await rowsOf(code);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, deliveredVia: 'outbox', lastError: null });
    expect(await outboxMails(code)).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${refusingPort}`;
    resetEnv();
    const code = await placeOrder();
    const [queued] = await rowsOf(code);
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, queued.id));
    expect(await runOutbox()).toMatchObject({ failed: 1 });
    const [row] = await rowsOf(code);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toBeTruthy();
    // A failed row is not tried again.
    expect(await runOutbox({ now: later(7 * 3600_000) })).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
  });
});
