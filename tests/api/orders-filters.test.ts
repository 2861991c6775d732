import { beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '@/lib/db';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as exportCsv } from '@/app/api/orders/export/route';
import { GET as salesRoute } from '@/app/api/ticket-offers/[idJet]/sales/route';
import { getOrder } from '@/features/box-office/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';
import { staffAuth, type Json } from '../helpers/resource';
import { addTickets, buy } from '../helpers/shop';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;
let eventA: number;
let eventB: number;
let production: number;
const orders: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

// Fixed instants, so the Berlin days and times below hold at any hour the test runs.
const START_A = new Date('2027-01-09T13:00:00Z'); // Sat 9 Jan 2027, 14:00 in Berlin
const START_B = new Date('2027-01-16T17:30:00Z'); // Sat 16 Jan 2027, 18:30 in Berlin

beforeAll(async () => {
  ({ db } = await testDatabase());
  staff = await staffAuth(db, 'box_office');
  await seedTestOffer(db, 841, { seats: 10, start: START_A });
  await seedTestOffer(db, 842, { seats: 10, start: START_B });
  [{ id: production }] = await db
    .insert(schema.productions)
    .values({ title: { de: 'Backtage' }, slug: { de: 'backtage' } })
    .returning({ id: schema.productions.id });
  [{ id: eventA }, { id: eventB }] = await db
    .insert(schema.events)
    .values([
      {
        title: { de: 'Backtag im Dorf' },
        slug: { de: 'backtag-a' },
        dateStart: START_A,
        idJet: 841,
        productionId: production,
      },
      { title: { de: 'Backtag im Dorf' }, slug: { de: 'backtag-b' }, dateStart: START_B, idJet: 842 },
    ])
    .returning({ id: schema.events.id });
  orders.a = (await buy(841, 2, { email: 'anna@example.org' })).code;
  orders.b = (await buy(842, 1, { email: 'bert@example.org' })).code;
  orders.c = (await buy(841, 1, { email: 'cora@example.org' })).code;
});

const codes = async (query: string) => {
  const res = await callRoute(listOrders, { url: `/api/orders/?${query}`, ...staff });
  expect(res.status, res.text).toBe(200);
  return (res.json.results as Json[]).map((o) => o.code).sort();
};
const csv = async (query: string) => {
  const res = await callRoute(exportCsv, { url: `/api/orders/export/?${query}`, ...staff });
  expect(res.status, res.text).toBe(200);
  return res.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('the orders list filtered by what was bought', () => {
  it('by production, event date (event id or id_jet) and performance days (Berlin)', async () => {
    const ac = [orders.a, orders.c].sort();
    expect(await codes(`production=${production}`)).toEqual(ac);
    expect(await codes(`event=${eventA}`)).toEqual(ac);
    expect(await codes(`event=${eventB}`)).toEqual([orders.b]);
    expect(await codes('id_jet=841')).toEqual(ac);
    expect(await codes('performance_from=2027-01-09&performance_to=2027-01-09')).toEqual(ac);
    expect(await codes('performance_from=2027-01-10')).toEqual([orders.b]);
    expect(await codes('performance_to=2027-01-08')).toEqual([]);
    expect(await codes('id_jet=841&search=cora')).toEqual([orders.c]);
  });

  it('answers bad filter values with 400 and a message', async () => {
    for (const query of [
      'production=abc',
      'event=0',
      'id_jet=-3',
      'performance_from=2027-13-01',
      'performance_from=2027-01-20&performance_to=2027-01-10',
      'date_from=2027-01-20&date_to=2027-01-10',
    ]) {
      const res = await callRoute(listOrders, { url: `/api/orders/?${query}`, ...staff });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.json), query).toMatch(/production|event|id_jet|performance|date/);
      const exported = await callRoute(exportCsv, { url: `/api/orders/export/?${query}`, ...staff });
      expect(exported.status, query).toBe(400);
    }
    expect((await callRoute(exportCsv, { url: '/api/orders/export/?per_ticket=maybe', ...staff })).status).toBe(400);
  });
});

describe('the orders CSV', () => {
  it('names the event, the performance start in Berlin time and the tickets of each order', async () => {
    const [head, ...rows] = await csv('id_jet=841');
    expect(head).toBe(
      'code;status;buyer_name;email;tickets;total;payment_provider;created_at;event;date;ticket_codes;block;row;seat',
    );
    const a = rows.find((r) => r.startsWith(orders.a))!;
    const numbers = (await getOrder(orders.a))!.tickets.map((t) => t.number);
    expect(a).toContain(';Backtag im Dorf;2027-01-09 14:00;');
    expect(a.endsWith(`;${numbers.join(' | ')};;;`)).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('gives one row per ticket on request: ticket number, price category, price, seat and status', async () => {
    const [head, ...rows] = await csv('per_ticket=true&performance_from=2027-01-01');
    expect(head).toBe(
      'code;status;buyer_name;email;payment_provider;created_at;event;date;ticket;price_category;price;block;row;seat;ticket_status',
    );
    expect(rows).toHaveLength(4);
    const b = rows.filter((r) => r.startsWith(orders.b));
    expect(b).toHaveLength(1);
    const [ticket] = (await getOrder(orders.b))!.tickets;
    expect(b[0]).toContain(`;Backtag im Dorf;2027-01-16 18:30;${ticket.number};Vollpreis;12.00;;;;pending`);
    expect(rows.filter((r) => r.startsWith(orders.a))).toHaveLength(2);
  });
});

describe("a date's places for the back office", () => {
  it('shows sold, held in carts and left per seat group and for the date', async () => {
    await addTickets(841, 2);
    const res = await callRoute(salesRoute, {
      url: '/api/ticket-offers/841/sales/',
      params: { idJet: '841' },
      ...staff,
    });
    expect(res.status).toBe(200);
    const rows = res.json.rows as Json[];
    expect(rows[0]).toMatchObject({ seat_group: '101', capacity: 10, sold: 3, held: 2, left: 5 });
    // The timed group counts per timeslot: nothing sold there yet.
    expect(rows.filter((r) => r.seat_group === '102')).toHaveLength(3);
    expect(rows[1]).toMatchObject({ capacity: 5, sold: 0, held: 0, left: 5 });
    expect(res.json.total).toEqual({ capacity: 25, sold: 3, held: 2, left: 20 });
    const unknown = await callRoute(salesRoute, {
      url: '/api/ticket-offers/999/sales/',
      params: { idJet: '999' },
      ...staff,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await callRoute(salesRoute, { url: '/api/ticket-offers/841/sales/', params: { idJet: '841' } })).status,
    ).toBe(401);
  });
});
