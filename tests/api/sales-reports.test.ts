import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { callRoute } from '../helpers/route';
import { seedTestOffer } from '../helpers/ticketing';
import { GET as reportRoute } from '@/app/api/reports/sales/route';
import { addToCart, checkout, confirmPlacedOrder } from '@/features/box-office/server';
import { cancelOrder, markOrderPaid } from '@/features/order-admin/server';
import { createSession, createUser } from '@/features/auth/server';
import type { StaffRole } from '@/features/auth';
import type { SalesReport } from '@/features/sales-reports/types';
import { berlinDay } from '@/lib/berlin-time';
import { schema, type Db } from '@/lib/db';

let db: Db;
let boxOffice: { cookies: Record<string, string> };
let door: { cookies: Record<string, string> };
let admin: { cookies: Record<string, string> };
let productionId: number;
const today = berlinDay(new Date());
const PREMIERE = 7101;
const OTHER = 7102;
const staffUser = { id: 0, username: 'kasse' };

async function staff(role: StaffRole) {
  const name = `${role}-${Math.random().toString(36).slice(2, 8)}`;
  const user = await createUser(db, {
    email: `${name}@example.org`,
    username: name,
    password: 'a-long-password',
    role,
  });
  return { cookies: { sessionid: (await createSession(user.id)).id } };
}

/** A guest's order by invoice: quantities per sale type (8.50 reduced = 1, 12.00 full = 2, 5.00 child = 3). */
async function order(idJet: number, lines: [saleType: number, quantity: number][], voucher?: string) {
  const { cart } = await addToCart(
    { addressKey: null },
    {
      event_jet_id: idJet,
      seat_group: '101',
      sale_type_ids: lines.map(([t]) => t),
      quantities: lines.map(([, q]) => q),
    },
  );
  const { code } = await checkout(cart.id, {
    name: 'Rita Rechnung',
    email: 'rita@example.org',
    gtc: true,
    locale: 'de',
    payment_method: 'invoice',
    voucher_code: voucher,
  });
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  return row;
}

const report = async (query: string, auth: { cookies: Record<string, string> } | object = boxOffice) =>
  callRoute(reportRoute, { url: `/api/reports/sales/?${query}`, ...auth });

beforeAll(async () => {
  ({ db } = await testDatabase());
  [boxOffice, door, admin] = await Promise.all([staff('box_office'), staff('door'), staff('admin')]);
  await seedTestOffer(db, PREMIERE, { seats: 10, slotSeats: 5 });
  await seedTestOffer(db, OTHER, { seats: 10 });
  const [production] = await db
    .insert(schema.productions)
    .values({ title: { de: 'Der Dorfrichter', en: 'The Village Judge' }, slug: { de: 'dorfrichter' } })
    .returning({ id: schema.productions.id });
  productionId = production.id;
  await db.insert(schema.events).values({
    title: { de: 'Der Dorfrichter – Premiere' },
    slug: { de: 'dorfrichter-premiere' },
    dateStart: new Date(Date.now() + 7 * 86_400_000),
    productionId,
    idJet: PREMIERE,
  });
  await db.insert(schema.vouchers).values({
    code: 'GUT-SAFE-RATE-2345',
    value: '5.00',
    validUntil: new Date(Date.now() + 365 * 86_400_000),
  });

  // Paid at the counter: 2 × full price and 1 × child = 29.00; the child ticket is refunded (5.00)
  // and one full-price ticket is checked in.
  const counter = await order(PREMIERE, [
    [2, 2],
    [3, 1],
  ]);
  await db.update(schema.ticketOrders).set({ channel: 'box_office' }).where(eq(schema.ticketOrders.id, counter.id));
  await markOrderPaid(counter.id, staffUser);
  const codes = await db
    .select({ id: schema.ticketCodes.id, line: schema.ticketCodes.reservationId, price: schema.ticketPrices.name })
    .from(schema.ticketCodes)
    .innerJoin(schema.ticketReservations, eq(schema.ticketReservations.id, schema.ticketCodes.reservationId))
    .innerJoin(schema.ticketPrices, eq(schema.ticketPrices.id, schema.ticketReservations.priceId))
    .where(eq(schema.ticketCodes.orderId, counter.id));
  const child = codes.find((c) => c.price === 'Kind')!;
  const full = codes.find((c) => c.price === 'Vollpreis')!;
  const now = new Date();
  await db.update(schema.ticketCodes).set({ cancelledAt: now }).where(eq(schema.ticketCodes.id, child.id));
  await db
    .update(schema.ticketReservations)
    .set({ expiresAt: now })
    .where(eq(schema.ticketReservations.id, child.line));
  await db.insert(schema.refunds).values({
    orderId: counter.id,
    amountCents: 500,
    method: 'manual',
    status: 'manual',
    idempotencyKey: `refund-${counter.id}-1`,
    ticketCodeIds: [child.id],
    createdBy: 'kasse',
  });
  // A refund the provider refused is no refund.
  await db.insert(schema.refunds).values({
    orderId: counter.id,
    amountCents: 1200,
    method: 'stripe',
    status: 'failed',
    idempotencyKey: `refund-${counter.id}-2`,
    createdBy: 'kasse',
  });
  await db
    .update(schema.ticketCodes)
    .set({ checkedInAt: now, checkedInBy: 'einlass' })
    .where(eq(schema.ticketCodes.id, full.id));

  // Reserved (confirmed, to be paid by invoice): 1 × reduced, sold but no revenue yet.
  const reserved = await order(PREMIERE, [[1, 1]]);
  await confirmPlacedOrder(reserved.code);
  // Cancelled before payment: counts nowhere.
  const cancelled = await order(PREMIERE, [[2, 1]]);
  await cancelOrder(cancelled.id, staffUser);
  // Not confirmed yet: its seat is held, not sold.
  await order(PREMIERE, [[3, 1]]);
  // 12.00 of which 5.00 with voucher credit, paid online.
  const withVoucher = await order(PREMIERE, [[2, 1]], 'GUT-SAFE-RATE-2345');
  await markOrderPaid(withVoucher.id, staffUser);
  // A cart still holding a seat.
  await addToCart(
    { addressKey: null },
    { event_jet_id: PREMIERE, seat_group: '101', sale_type_ids: [2], quantities: [1] },
  );
  // Another date, without a production: 1 × full price, paid online.
  const other = await order(OTHER, [[2, 1]]);
  await markOrderPaid(other.id, staffUser);
}, 60_000);

describe('GET /api/reports/sales/', () => {
  it('adds up orders, tickets, revenue, refunds and check-ins in exact cents', async () => {
    const started = performance.now();
    const res = await report(`date_from=${today}&date_to=${today}`);
    const ms = performance.now() - started;
    console.log(`sales report on the test data: ${ms.toFixed(1)} ms`);
    expect(res.status).toBe(200);
    const body = res.json as unknown as SalesReport;
    expect(body.period).toEqual({ from: today, to: today });
    // Orders: the counter sale, the reserved one, the voucher one and the other date's (not the
    // cancelled or unconfirmed). Revenue: 29.00 + 12.00 + 12.00 paid; refunds: 5.00.
    expect(body.totals).toEqual({
      orders: 4,
      tickets: 5,
      revenue_cents: 5300,
      refunded_cents: 500,
      net_revenue_cents: 4800,
      check_ins: 1,
    });
    expect(body.results).toEqual([
      { day: today, orders: 4, tickets: 5, revenue_cents: 5300, refunded_cents: 500, check_ins: 1 },
    ]);
    expect(body.by_channel).toEqual([
      { channel: 'online', orders: 3, tickets: 3, revenue_cents: 1900, refunded_cents: 0 },
      { channel: 'box_office', orders: 1, tickets: 2, revenue_cents: 2900, refunded_cents: 500 },
      { channel: 'voucher', orders: 1, tickets: null, revenue_cents: 500, refunded_cents: 0 },
    ]);
    expect(body.by_price).toEqual([
      { kind: 'ticket', price: 'Vollpreis', tickets: 4, revenue_cents: 4800 },
      { kind: 'ticket', price: 'Kind', tickets: 0, revenue_cents: 500 },
      { kind: 'ticket', price: 'Ermäßigt', tickets: 1, revenue_cents: 0 },
    ]);
    expect(body.by_production).toEqual([
      {
        production_id: productionId,
        title: 'Der Dorfrichter',
        dates: 1,
        tickets: 4,
        revenue_cents: 4100,
        check_ins: 1,
      },
      { production_id: null, title: '', dates: 1, tickets: 1, revenue_cents: 1200, check_ins: 0 },
    ]);
  });

  it('shows each date with its capacity, sold, held and left places and check-ins', async () => {
    const body = (await report(`date_from=${today}&date_to=${today}&lang=en`)).json as unknown as SalesReport;
    const premiere = body.by_date.find((d) => d.id_jet === PREMIERE)!;
    // Capacity: 10 seats plus three timeslots of 5. Sold: 2 + 1 + 1; held: the unconfirmed order and the cart.
    expect(premiere).toMatchObject({
      title: 'Baking day',
      production_id: productionId,
      capacity: 25,
      sold: 4,
      held: 2,
      left: 19,
      used_pct: 16,
      checked_in: 1,
    });
    expect(body.by_date.find((d) => d.id_jet === OTHER)).toMatchObject({ capacity: 25, sold: 1, held: 0, left: 24 });
  });

  it('narrows every figure to one production', async () => {
    const body = (await report(`date_from=${today}&date_to=${today}&production=${productionId}`))
      .json as unknown as SalesReport;
    expect(body.totals).toEqual({
      orders: 3,
      tickets: 4,
      revenue_cents: 4100,
      refunded_cents: 500,
      net_revenue_cents: 3600,
      check_ins: 1,
    });
    expect(body.by_date.map((d) => d.id_jet)).toEqual([PREMIERE]);
    expect(body.by_channel.find((c) => c.channel === 'voucher')).toMatchObject({ revenue_cents: 500 });
  });

  it('fills every day of the period and leaves days before the sales empty', async () => {
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const body = (await report(`date_from=${from}&date_to=${today}`)).json as unknown as SalesReport;
    expect(body.results.length).toBeGreaterThanOrEqual(6);
    expect(body.results.at(-1)).toMatchObject({ day: today, revenue_cents: 5300 });
    expect(body.results.slice(0, -2).every((d) => d.revenue_cents === 0 && d.tickets === 0)).toBe(true);
    const lastYear = (await report('date_from=2020-01-01&date_to=2020-12-31')).json as unknown as SalesReport;
    expect(lastYear.totals.revenue_cents).toBe(0);
    expect(lastYear.results).toHaveLength(366);
  });

  it('answers each table as a CSV file with its columns', async () => {
    const days = await report(`date_from=${today}&date_to=${today}&format=csv`);
    expect(days.status).toBe(200);
    expect(days.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(days.headers.get('content-disposition')).toBe(`attachment; filename="sales-days-${today}-${today}.csv"`);
    expect(days.text.split('\r\n')).toEqual([
      'day;orders;tickets;revenue_eur;refunded_eur;check_ins',
      `${today};4;5;53.00;5.00;1`,
      '',
    ]);
    const dates = await report(`date_from=${today}&date_to=${today}&format=csv&table=dates`);
    const lines = dates.text.trim().split('\r\n');
    expect(lines[0]).toBe('id_jet;title;start;capacity;sold;held;left;used_pct;checked_in');
    expect(lines.find((l) => l.startsWith(`${PREMIERE};`))).toMatch(/;25;4;2;19;16;1$/);
    const channels = await report(`date_from=${today}&date_to=${today}&format=csv&table=channels`);
    expect(channels.text).toContain('box_office;1;2;29.00;5.00');
    const prices = await report(`date_from=${today}&date_to=${today}&format=csv&table=prices`);
    expect(prices.text).toContain('ticket;Vollpreis;4;48.00');
    const productions = await report(`date_from=${today}&date_to=${today}&format=csv&table=productions`);
    expect(productions.text).toContain(`${productionId};Der Dorfrichter;1;4;41.00;1`);
    // The file starts with a byte order mark, so spreadsheet programs read it as UTF-8.
    const raw = await reportRoute(
      new NextRequest(`http://localhost/api/reports/sales/?date_from=${today}&format=csv`, {
        headers: { cookie: `sessionid=${boxOffice.cookies.sessionid}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('refuses bad input with a 400 and a message', async () => {
    for (const [query, message] of [
      ['date_from=2026-13-01&date_to=2026-12-31', /date_from/],
      ['date_from=yesterday', /date_from must be a day/],
      ['date_from=2026-02-30&date_to=2026-03-01', /no calendar day/],
      ['date_from=2026-05-02&date_to=2026-05-01', /must not be after/],
      ['date_from=2020-01-01&date_to=2026-01-01', /at most three years/],
      ['date_from=2026-01-01&date_to=2026-01-31&production=abc', /production must be a number/],
      ['date_from=2026-01-01&date_to=2026-01-31&format=xlsx', /format must be json or csv/],
      ['date_from=2026-01-01&date_to=2026-01-31&format=csv&table=orders', /table must be one of/],
    ] as const) {
      const res = await report(query);
      expect(res.status, query).toBe(400);
      expect(res.json.detail, query).toMatch(message);
    }
  });

  it('is for the box office and admin only', async () => {
    expect((await report(`date_from=${today}&date_to=${today}`, {})).status).toBe(401);
    expect((await report(`date_from=${today}&date_to=${today}`, door)).status).toBe(403);
    expect((await report(`date_from=${today}&date_to=${today}`, admin)).status).toBe(200);
  });
});
