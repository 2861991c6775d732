import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { POST as saleRoute } from '@/app/api/counter/sales/route';
import { POST as mailRoute } from '@/app/api/counter/sales/[code]/mail/route';
import { createSession, createUser } from '@/features/auth/server';
import type { StaffRole } from '@/features/auth';
import { getOrder } from '@/features/box-office/server';
import { todaysDates } from '@/features/counter/server';
import { testDatabase } from '../helpers/db';
import { outboxMessages } from '../helpers/outbox';
import { callRoute } from '../helpers/route';
import { seedSeatedOffer, seedTestOffer } from '../helpers/ticketing';

let db: Db;
type Auth = { cookies: Record<string, string>; headers: Record<string, string>; username: string };
let seller: Auth;
let door: Auth;

let counter = 0;
/** A logged-in staff user of the role, as the back office's user admin creates them. */
async function staff(role: StaffRole): Promise<Auth> {
  const username = `${role}-${++counter}`;
  const user = await createUser(db, { email: `${username}@example.org`, username, password: 'a-long-password', role });
  const session = await createSession(user.id);
  return { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken }, username };
}

// The box office's clock stands at 08:00 today (Berlin), whatever the hour the test runs: the dates
// start at 10:00, today for the day's list; the counter sells until the date ends.
const now = new Date(startOfBerlinDay(berlinDay(new Date())).getTime() + 8 * 3600_000);
const soon = new Date(now.getTime() + 2 * 3600_000);
const atEight = () => setTicketingHooks({ now: () => now });
const SMALL = 951;
const TINY = 952;
const RACE = 953;
const SEATED = 954;
const STARTED = 955;

beforeAll(async () => {
  atEight();
  ({ db } = await testDatabase());
  seller = await staff('box_office');
  door = await staff('door');
  await seedTestOffer(db, SMALL, { seats: 10, start: soon });
  await seedTestOffer(db, TINY, { seats: 2, start: soon });
  await seedTestOffer(db, RACE, { seats: 5, start: soon });
  await seedSeatedOffer(db, SEATED, { rows: 2, perRow: 6, start: soon });
  // Begun an hour ago: the online sale has ended, the counter still sells.
  await seedTestOffer(db, STARTED, { seats: 10, start: new Date(now.getTime() - 3600_000) });
});
afterEach(() => {
  resetTicketingHooks();
  atEight();
});

const sell = (body: unknown, auth: Partial<Auth> = seller) =>
  callRoute(saleRoute, { url: '/api/counter/sales/', method: 'POST', body, ...auth });

const sale = (idJet: number, lines: [number, number][], extra: Record<string, unknown> = {}) => ({
  event_jet_id: idJet,
  seat_group: '101',
  lines: lines.map(([sale_type_id, quantity]) => ({ sale_type_id, quantity })),
  payment: 'cash',
  ...extra,
});

async function orderRow(code: string) {
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  return row;
}

const dateOf = async (idJet: number) => (await todaysDates('en')).find((d) => d.id_jet === idJet)!;
/** Places left in the free-seating group 101 (the dates also have a timed group). */
const leftOn = async (idJet: number) => (await dateOf(idJet)).rows.find((r) => r.seat_group === '101')!;

describe('POST /api/counter/sales/', () => {
  it('sells three tickets for cash: a paid box-office order by the seller, codes issued, places counted, change computed', async () => {
    const res = await sell(
      sale(
        SMALL,
        [
          [2, 2],
          [3, 1],
        ],
        { given_cents: 5000 },
      ),
    );
    expect(res.status).toBe(201);
    // 2 × 12.00 + 1 × 5.00
    expect(res.json).toMatchObject({
      total: '29.00',
      total_cents: 2900,
      change_cents: 2100,
      payment: 'cash',
      tickets: 3,
    });
    const code = res.json.code as string;
    expect(res.json.result_url).toBe(`/de/dashboard/counter/sold/${code}`);
    const row = await orderRow(code);
    expect(row).toMatchObject({
      status: 'paid',
      channel: 'box_office',
      createdBy: seller.username,
      paymentProvider: 'cash',
      total: '29.00',
      paymentDueAt: null,
    });
    expect(row.paidAt).not.toBeNull();
    const order = (await getOrder(code))!;
    expect(order.tickets).toHaveLength(3);
    for (const ticket of order.tickets)
      expect(ticket.code).toMatch(/^LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{8}$/);
    expect(order.tickets.map((t) => t.price_text).sort()).toEqual(['Kind (6–17 Jahre)', 'Vollpreis', 'Vollpreis']);
    expect(await leftOn(SMALL)).toMatchObject({ capacity: 10, left: 7 });
    expect(await dateOf(SMALL)).toMatchObject({ sold: 3, checked_in: 0 });
    // No e-mail given: nothing mailed.
    expect(await outboxMessages(code)).toHaveLength(0);
  });

  it('sells by card terminal and mails the tickets when the buyer gives an e-mail', async () => {
    const res = await sell(
      sale(SMALL, [[1, 1]], { payment: 'card', email: 'walkin@example.org', name: 'Walter Walk-in', locale: 'en' }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ payment: 'card', change_cents: null, total: '8.50' });
    const row = await orderRow(res.json.code as string);
    expect(row).toMatchObject({ paymentProvider: 'card', status: 'paid', email: 'walkin@example.org', locale: 'en' });
    const mails = await outboxMessages(res.json.code as string);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain('walkin@example.org');
  });

  it('mails a sale afterwards to an e-mail given then', async () => {
    const { json } = await sell(sale(SMALL, [[2, 1]]));
    const code = json.code as string;
    const res = await callRoute(mailRoute, {
      url: `/api/counter/sales/${code}/mail/`,
      method: 'POST',
      params: { code },
      body: { email: 'later@example.org' },
      ...seller,
    });
    expect(res.status).toBe(200);
    expect((await orderRow(code)).email).toBe('later@example.org');
    expect((await outboxMessages(code)).map((m) => m.to).join()).toContain('later@example.org');
  });

  it('sells a date whose online sale has ended (it began an hour ago)', async () => {
    const res = await sell(sale(STARTED, [[2, 1]]));
    expect(res.status).toBe(201);
  });

  it('gives best available seats on a seated date', async () => {
    const res = await sell({ ...sale(SEATED, [[1, 2]]), seat_group: 'A' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const order = (await getOrder(res.json.code as string))!;
    expect(order.tickets.map((t) => t.seat)).toEqual([
      expect.objectContaining({ row: expect.any(String), number: expect.any(String) }),
      expect.objectContaining({ row: expect.any(String), number: expect.any(String) }),
    ]);
    expect(new Set(order.tickets.map((t) => t.seat?.id)).size).toBe(2);
  });

  it('refuses more than the places left with 409 and a message, and sells nothing', async () => {
    const res = await sell(sale(TINY, [[2, 3]]));
    expect(res.status).toBe(409);
    // A general-admission date: not enough places (-213), not the seated dates' "connected seats".
    expect(res.json).toMatchObject({ code: -213, detail: expect.stringMatching(/places left/i) });
    expect((await leftOn(TINY)).left).toBe(2);
    expect((await sell(sale(TINY, [[2, 2]]))).status).toBe(201);
    const soldOut = await sell(sale(TINY, [[2, 1]]));
    expect(soldOut.status).toBe(409);
    expect((await leftOn(TINY)).left).toBe(0);
  });

  it('keeps the cap of tickets per order (staff are not a client, but an order is an order)', async () => {
    const res = await sell(sale(SMALL, [[2, 11]]));
    expect(res.status).toBe(422);
    expect(res.json.detail).toMatch(/At most 10 tickets/);
  });

  it('refuses cash that does not cover the total, and sells nothing', async () => {
    const before = (await leftOn(SMALL)).left;
    const res = await sell(sale(SMALL, [[2, 1]], { given_cents: 1000 }));
    expect(res.status).toBe(422);
    expect((await leftOn(SMALL)).left).toBe(before);
  });

  it('is for the box office: door 403, anonymous 401, no CSRF 403, bad body 400', async () => {
    const body = sale(SMALL, [[2, 1]]);
    expect((await sell(body, door)).status).toBe(403);
    expect((await sell(body, {})).status).toBe(401);
    expect((await sell(body, { cookies: seller.cookies })).status).toBe(403);
    const bad = await sell({ ...body, payment: 'cheque' });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toMatch(/cash or card/);
    expect((await sell({ ...body, lines: [{ sale_type_id: 2, quantity: 0 }] })).status).toBe(400);
  });

  it('never oversells the last places to counters selling at the same moment', async () => {
    setTicketingHooks({ now: () => now, pauseBetweenCheckAndWriteMs: 5 });
    const results = await Promise.all(Array.from({ length: 8 }, () => sell(sale(RACE, [[2, 1]]))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 503)).toBe(true);
    expect((await leftOn(RACE)).left).toBe(0);
    expect((await dateOf(RACE)).sold).toBe(5);
  });
});

describe('plain form post (no JavaScript)', () => {
  it('sells and answers 303 to the result screen; a refusal goes back to the counter with the reason', async () => {
    const form = (fields: Record<string, string>, auth: Auth = seller) =>
      callRoute(saleRoute, {
        url: '/api/counter/sales/',
        method: 'POST',
        rawBody: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        cookies: auth.cookies,
      });
    const fields = {
      csrf_token: seller.headers['x-csrftoken'],
      page_locale: 'en',
      event_jet_id: String(SMALL),
      target: '101~',
      'q~101~~2': '1',
      'q~101~~1': '0',
      'q~102~9002~4': '3',
      payment: 'cash',
      given: '20,00',
    };
    const ok = await form(fields);
    expect(ok.status).toBe(303);
    const location = ok.headers.get('location')!;
    expect(location).toMatch(/\/en\/dashboard\/counter\/sold\/[2-9A-HJKMNP-Z]{10}\?change=800$/);
    const code = /sold\/(\w+)/.exec(location)![1];
    expect((await getOrder(code))!.tickets).toHaveLength(1);
    expect((await form({ ...fields, csrf_token: 'wrong' })).status).toBe(403);
    const refused = await form({ ...fields, 'q~101~~2': '30' });
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!);
    expect(back.pathname).toBe('/en/dashboard/counter');
    expect(back.searchParams.get('error')).toMatch(/At most 10 tickets/);
    // The code lets the page say it in the seller's language (CART_ERROR.orderLimit).
    expect(back.searchParams.get('code')).toBe('-215');
  });
});
