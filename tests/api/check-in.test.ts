import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db as currentDb, schema, type Db } from '@/lib/db';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { POST as checkInRoute } from '@/app/api/check-in/route';
import { POST as orderAction } from '@/app/api/orders/[id]/[action]/route';
import { addToCart, checkout, confirmOrder, getOrder, orderToken, settleOrder } from '@/features/box-office/server';
import { cancelOrder } from '@/features/order-admin/server';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { testDatabase } from '../helpers/db';
import { staffAuth } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import { seedTestOffer } from '../helpers/ticketing';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;

// The event day is a Berlin day ten days ahead; the gate opens at 09:00, the date starts at noon.
const eventDay = addDays(berlinDay(new Date()), 10);
const noon = new Date(startOfBerlinDay(eventDay).getTime() + 12 * 3600_000);
const gateOpens = new Date(noon.getTime() - 3 * 3600_000);
const TODAY = 801;
const OTHER_DAY = 802;

beforeAll(async () => {
  ({ db } = await testDatabase());
  // Check-in and marking paid are the box office's (the door may only check in).
  staff = await staffAuth(db, 'box_office');
  await seedTestOffer(db, TODAY, { seats: 40, start: noon });
  await seedTestOffer(db, OTHER_DAY, { seats: 10, start: new Date(noon.getTime() + 3 * 86_400_000) });
});

let clock = gateOpens;
beforeEach(() => {
  clock = gateOpens;
  setTicketingHooks({ now: () => clock });
});
afterEach(() => resetTicketingHooks());

/** A guest order for the event date (invoice), optionally confirmed by its link and paid. */
async function buy(idJet: number, state: 'pending' | 'reserved' | 'paid', quantity = 1) {
  const { cart } = await addToCart(
    { addressKey: null },
    { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [2], seat_group: '101' },
  );
  const { code } = await checkout(cart.id, {
    name: 'Greta Gast',
    email: 'greta@example.org',
    gtc: true,
    locale: 'de',
    payment_method: 'invoice',
  });
  if (state !== 'pending') await confirmOrder(code, await orderToken(code, 'confirm'));
  if (state === 'paid') await settleOrder(db, code);
  const order = (await getOrder(code))!;
  const [row] = await db
    .select({ id: schema.ticketOrders.id })
    .from(schema.ticketOrders)
    .where(eq(schema.ticketOrders.code, code));
  return { code, id: row.id, tickets: order.tickets };
}

const scan = (body: unknown, auth: { cookies?: Record<string, string>; headers?: Record<string, string> } = staff) =>
  callRoute(checkInRoute, { url: '/api/check-in/', method: 'POST', body, ...auth });

async function ticketRow(number: string) {
  const [row] = await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.code, number));
  return row;
}

describe('POST /api/check-in/', () => {
  it('admits a paid ticket once, with the date, seat group and price, and warns on the second scan', async () => {
    const { tickets } = await buy(TODAY, 'paid', 2);
    const first = await scan({ code: tickets[0].code, locale: 'en' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ result: 'admitted', admitted: true });
    expect(first.json.ticket).toMatchObject({
      number: tickets[0].number,
      event_title: 'Baking day',
      seat_group_text: 'Free seating',
      price_text: 'Full price',
      date_start: noon.toISOString(),
      checked_in_by: staff.username,
      // General admission: no seat (seated dates: tests/api/seat-tickets.test.ts).
      seat: null,
    });
    const row = await ticketRow(tickets[0].number);
    expect(row.checkedInAt?.toISOString()).toBe(gateOpens.toISOString());
    expect(row.checkedInBy).toBe(staff.username);
    // The other ticket of the order is still unused.
    expect((await ticketRow(tickets[1].number)).checkedInAt).toBeNull();

    clock = new Date(gateOpens.getTime() + 5 * 60_000);
    const second = await scan({ code: tickets[0].code });
    expect(second.json).toMatchObject({ result: 'already', admitted: false });
    expect(second.json.ticket).toMatchObject({ checked_in_at: gateOpens.toISOString(), checked_in_by: staff.username });
    expect((await ticketRow(tickets[0].number)).checkedInAt?.toISOString()).toBe(gateOpens.toISOString());
  });

  it('admits a ticket once when two scanners read it at the same moment', async () => {
    const { tickets } = await buy(TODAY, 'paid');
    const results = await Promise.all([scan({ code: tickets[0].code }), scan({ code: tickets[0].code })]);
    expect(results.map((r) => r.json.result).sort()).toEqual(['admitted', 'already']);
  });

  it('refuses a tampered code as invalid without touching the database', async () => {
    const { tickets } = await buy(TODAY, 'paid');
    const code = tickets[0].code;
    const last = code.at(-1)!;
    const tampered = code.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    const numberChanged = code.replace(/^LND-(.)/, (_, c: string) => `LND-${c === 'A' ? 'B' : 'A'}`);
    const transaction = vi.spyOn(currentDb(), 'transaction');
    for (const text of [tampered, numberChanged, 'LND-2222-2222', 'nonsense', `${code}X`.replace(/-/g, '')]) {
      const res = await scan({ code: text });
      expect(res.status, text).toBe(200);
      expect(res.json, text).toMatchObject({ result: 'invalid', admitted: false, ticket: null });
    }
    expect(transaction).not.toHaveBeenCalled();
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
  });

  it('warns loudly on a cancelled order and does not admit it', async () => {
    const { id, tickets } = await buy(TODAY, 'paid');
    await cancelOrder(id, { id: 1, username: 'test' });
    const res = await scan({ code: tickets[0].code });
    expect(res.json).toMatchObject({ result: 'cancelled', admitted: false });
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
  });

  it('warns on an order that expired unpaid and does not admit it', async () => {
    const { tickets } = await buy(TODAY, 'pending');
    // The payment deadline (30 minutes) passes: the order is expired when read.
    clock = new Date(gateOpens.getTime() + 31 * 60_000);
    const res = await scan({ code: tickets[0].code });
    expect(res.json).toMatchObject({ result: 'expired', admitted: false });
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
  });

  it('refuses an order that is not confirmed yet', async () => {
    const { tickets } = await buy(TODAY, 'pending');
    const res = await scan({ code: tickets[0].code });
    expect(res.json).toMatchObject({ result: 'unconfirmed', admitted: false });
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
  });

  it('asks to collect the payment of a reserved order; once marked paid the ticket is admitted', async () => {
    const { id, tickets } = await buy(TODAY, 'reserved', 2);
    const unpaid = await scan({ code: tickets[0].code });
    expect(unpaid.json).toMatchObject({ result: 'unpaid', admitted: false });
    expect(unpaid.json.ticket).toMatchObject({ order_id: id, amount_due: '24.00' });
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
    const paid = await callRoute(orderAction, {
      url: `/api/orders/${id}/mark-paid/`,
      method: 'POST',
      params: { id: String(id), action: 'mark-paid' },
      ...staff,
    });
    expect(paid.json).toMatchObject({ status: 'paid' });
    expect((await scan({ code: tickets[0].code })).json).toMatchObject({ result: 'admitted' });
  });

  it('asks before admitting a ticket of another day, and admits it when staff confirm', async () => {
    const { tickets } = await buy(OTHER_DAY, 'paid');
    const warned = await scan({ code: tickets[0].code });
    expect(warned.json).toMatchObject({ result: 'other_day', admitted: false });
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
    expect((await scan({ code: tickets[0].code, force: true })).json).toMatchObject({
      result: 'admitted',
      admitted: true,
    });
  });

  it('reads codes as a scanner types them: lower case, inside a link, or through a German keyboard layout', async () => {
    const { tickets } = await buy(TODAY, 'paid', 3);
    expect((await scan({ code: `  ${tickets[0].code.toLowerCase()}  ` })).json.result).toBe('admitted');
    expect((await scan({ code: `https://example.org/t/${tickets[1].code}` })).json.result).toBe('admitted');
    const german = tickets[2].code.replace(/-/g, 'ß').replace(/[YZ]/g, (c) => (c === 'Y' ? 'Z' : 'Y'));
    expect((await scan({ code: german })).json.result).toBe('admitted');
  });

  it('answers 401 without a session, 403 without the CSRF header and 400 for a bad body', async () => {
    const { tickets } = await buy(TODAY, 'paid');
    expect((await scan({ code: tickets[0].code }, {})).status).toBe(401);
    expect((await scan({ code: tickets[0].code }, { cookies: staff.cookies, headers: {} })).status).toBe(403);
    for (const body of [
      {},
      { code: '' },
      { code: 42 },
      { code: 'x'.repeat(201) },
      { code: tickets[0].code, force: 'yes' },
      { code: tickets[0].code, locale: 'fr' },
      [tickets[0].code],
    ]) {
      const res = await scan(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.json.detail).toBe('string');
    }
    const raw = await callRoute(checkInRoute, {
      url: '/api/check-in/',
      method: 'POST',
      rawBody: '{"code": ',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      cookies: staff.cookies,
    });
    expect(raw.status).toBe(400);
    expect((await ticketRow(tickets[0].number)).checkedInAt).toBeNull();
  });
});
