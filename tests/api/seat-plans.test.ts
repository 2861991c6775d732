import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import type { SeatPlanDocument } from '@/features/seating';
import * as collection from '@/app/api/seat-plans/route';
import * as item from '@/app/api/seat-plans/[id]/route';
import { POST as importRoute } from '@/app/api/seat-plans/import/route';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { resourceClient, resourceContract, staffAuth, type Json } from '../helpers/resource';
import { seedSeatedOffer } from '../helpers/ticketing';

let db: Db;
let auth: { editor: Awaited<ReturnType<typeof staffAuth>>; admin: Awaited<ReturnType<typeof staffAuth>> };
const api = resourceClient({ collection, item } as never, '/api/seat-plans/');
const ORIGIN = 'http://localhost:3000';

/** Two rows of six seats with an aisle after the third, the right half of row 2 in category B. */
const smallPlan = () => ({
  categories: [
    { code: 'A', name: { de: 'Kategorie A', en: 'Category A' }, color: '#2f6f4f' },
    { code: 'B', name: { de: 'Kategorie B' }, color: '#8a4b2a' },
  ],
  sections: [
    {
      name: 'Saal',
      rows: ['1', '2'].map((label, r) => ({
        label,
        seats: [0, 1, 2, 4, 5, 6].map((col, i) => ({
          col,
          number: String(i + 1),
          category: r === 1 && col > 3 ? 'B' : 'A',
        })),
      })),
    },
  ],
});

beforeAll(async () => {
  ({ db } = await testDatabase());
  auth = { editor: await staffAuth(db, 'editor'), admin: await staffAuth(db, 'admin') };
  // the empty test database has no plan yet; the contract's stale-update case needs one
  await api.create({ name: 'Zehntscheune', plan: smallPlan() }, auth.editor);
});

describe('seat plans resource', () => {
  resourceContract({
    client: () => api,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ name: 'Kleiner Saal', plan: smallPlan() }),
    change: { name: 'Kleiner Saal (neu)' },
    invalid: { body: { plan: { categories: [], sections: [] } }, field: 'plan' },
  });

  it('lists a plan with its seat count and categories', async () => {
    const created = await api.create({ name: 'Liste', plan: smallPlan() }, auth.editor);
    expect(created.status).toBe(201);
    const listed = await api.list(`view=edit&id=${created.json.id}`, auth.editor);
    expect((listed.json.results as Json[])[0]).toMatchObject({ name: 'Liste', seat_count: 12, categories: 'A, B' });
  });

  it('refuses a document with a seat of an unknown category: 422 with a message, nothing stored', async () => {
    const plan = smallPlan();
    plan.sections[0].rows[0].seats[0].category = 'Z';
    const res = await api.create({ name: 'Kaputt', plan }, auth.editor);
    expect(res.status).toBe(422);
    expect(String(res.json.detail)).toMatch(/unknown category "Z"/);
    expect(Object.keys(res.json.errors as Json).some((k) => k.startsWith('plan'))).toBe(true);
    const twice = smallPlan();
    twice.sections[0].rows[0].seats[1].col = 0;
    expect((await api.create({ name: 'Doppelt', plan: twice }, auth.editor)).status).toBe(422);
  });

  it('imports a pretix seating plan and our own JSON; refuses anything else with 422 and a message', async () => {
    const pretix = {
      name: 'Scheune',
      categories: [{ name: 'Parkett', color: '#E74C3C' }],
      zones: [
        {
          name: 'Parkett',
          position: { x: 0, y: 0 },
          rows: [
            {
              row_number: '1',
              position: { x: 0, y: 0 },
              seats: [0, 30, 60, 150].map((x, i) => ({
                seat_guid: `g${i}`,
                seat_number: String(i + 1),
                position: { x, y: 0 },
                category: 'Parkett',
              })),
            },
          ],
          areas: [{ width: 100, height: 20, position: { x: 0, y: -40 }, text: 'Bühne' }],
        },
      ],
    };
    const call = (body: unknown, who = auth.editor) =>
      callRoute(importRoute, { url: '/api/seat-plans/import/', method: 'POST', body, ...who });
    const res = await call(pretix);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.format).toBe('pretix');
    const imported = res.json as unknown as { plan: SeatPlanDocument; notes: string[] };
    expect(imported.plan.sections[0].rows[0].seats.map((s) => s.col)).toEqual([0, 1, 2, 5]);
    expect(imported.notes.join(' ')).toMatch(/area/);
    // the imported document is accepted by the resource as it is
    expect((await api.create({ name: 'Import', plan: res.json.plan }, auth.editor)).status).toBe(201);
    const own = await call(smallPlan());
    expect(own.json).toMatchObject({ format: 'museum', notes: [] });
    const bad = await call({ zones: 'nope' });
    expect(bad.status).toBe(422);
    expect(String(bad.json.detail)).toMatch(/pretix/);
    expect((await call(pretix, { cookies: auth.editor.cookies, headers: {} } as never)).status).toBe(403);
    expect(
      (await callRoute(importRoute, { url: '/api/seat-plans/import/', method: 'POST', body: pretix })).status,
    ).toBe(401);
  });

  it('refuses to delete a plan an upcoming date uses (409 naming the date)', async () => {
    const { planId } = await seedSeatedOffer(db, 9101, { rows: 2, perRow: 4 });
    const res = await api.remove(planId, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/date 9101/);
    expect((await api.get(planId, auth.editor)).json.dates).toEqual([9101]);
  });

  it('applies a saved plan to the dates using it, and refuses the whole save when it would drop a held seat', async () => {
    const { offerId, planId } = await seedSeatedOffer(db, 9102, { rows: 2, perRow: 4 });
    const seatsOfDate = () => db.select().from(schema.ticketSeats).where(eq(schema.ticketSeats.offerId, offerId));
    expect(await seatsOfDate()).toHaveLength(8);
    // a visitor holds the two best seats of category A (front row, centre)
    const held = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [2], event_jet_id: 9102, sale_type_ids: [1], seat_group: 'A' },
      headers: { origin: ORIGIN, referer: `${ORIGIN}/de/webshop/event/9102` },
    });
    expect(held.status, JSON.stringify(held.json)).toBe(200);

    const record = (await api.get(planId, auth.editor)).json;
    const plan = structuredClone(record.plan) as ReturnType<typeof smallPlan>;
    // a fifth seat at the end of each row: applied to the date
    for (const row of plan.sections[0].rows) row.seats.push({ col: 4, number: '5', category: row.seats[0].category });
    const grown = await api.patch(planId, { plan }, auth.editor);
    expect(grown.status, JSON.stringify(grown.json)).toBe(200);
    expect(grown.json.seat_count).toBe(10);
    expect(await seatsOfDate()).toHaveLength(10);

    // dropping the front row (which holds the visitor's seats) is refused, and nothing changes
    const dropped = { ...plan, sections: [{ ...plan.sections[0], rows: plan.sections[0].rows.slice(1) }] };
    const refused = await api.patch(planId, { plan: dropped, name: 'ohne Reihe 1' }, auth.editor);
    expect(refused.status).toBe(409);
    expect(String(refused.json.detail)).toMatch(/Not saved\. Date 9102: Seat .* is held or sold/);
    expect((await api.get(planId, auth.editor)).json).toMatchObject({ name: record.name, seat_count: 10 });
    expect(await seatsOfDate()).toHaveLength(10);
  });
});
