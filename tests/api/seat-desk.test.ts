import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { GET as shopSeatingRoute } from '@/app/api/shop-seating/[idJet]/route';
import { GET as deskRoute } from '@/app/api/seating/[idJet]/route';
import { POST as blockRoute } from '@/app/api/seating/[idJet]/block/route';
import { POST as releaseRoute } from '@/app/api/seating/[idJet]/release/route';
import { POST as moveRoute } from '@/app/api/seating/tickets/move/route';
import { getOrder, verifyTicket } from '@/features/box-office/server';
import type { SeatDeskMap } from '@/features/seating';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth, type Json } from '../helpers/resource';
import * as eventsRoute from '@/app/[locale]/api/events/route';
import * as eventRoute from '@/app/[locale]/api/events/[id]/route';
import { seedSeatedOffer, cartOf, shopSeats as shopSeatsOf } from '../helpers/ticketing';

let db: Db;
let planId: number;
let staff: Awaited<ReturnType<typeof staffAuth>>;
const ORIGIN = 'http://localhost:3000';
const ID = 901;
type Seat = { id: number; row: string; number: string; seat_group: string; status: string };

function add(body: Record<string, unknown>, cart?: string) {
  return callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { event_jet_id: ID, sale_type_ids: [1], seat_group: 'A', ...body },
    headers: { origin: ORIGIN },
    cookies: cart ? { museum_cart: cart } : undefined,
  });
}
const shopSeats = () => shopSeatsOf(ID);
async function desk(): Promise<SeatDeskMap> {
  const res = await callRoute(deskRoute, { url: `/api/seating/${ID}/`, params: { idJet: String(ID) }, ...staff });
  expect(res.status).toBe(200);
  return res.json as unknown as SeatDeskMap;
}
const seatAt = (list: Seat[], row: string, number: string) => list.find((s) => s.row === row && s.number === number)!;
const post = (
  handler: typeof blockRoute,
  what: 'block' | 'release',
  body: unknown,
  auth: { cookies?: Record<string, string>; headers?: Record<string, string> } = staff,
) =>
  callRoute(handler, {
    url: `/api/seating/${ID}/${what}/`,
    method: 'POST',
    params: { idJet: String(ID) },
    body,
    ...auth,
  });
const move = (body: unknown, auth = staff) =>
  callRoute(moveRoute, { url: '/api/seating/tickets/move/', method: 'POST', body, ...auth });
async function capacityOf(code: string) {
  const [group] = await db
    .select({ capacity: schema.ticketSeatGroups.capacity })
    .from(schema.ticketSeatGroups)
    .innerJoin(schema.ticketOffers, eq(schema.ticketOffers.id, schema.ticketSeatGroups.offerId))
    .where(and(eq(schema.ticketOffers.idJet, ID), eq(schema.ticketSeatGroups.seatGroup, code)));
  return group.capacity;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  ({ planId } = await seedSeatedOffer(db, ID, { rows: 4, perRow: 10 }));
  // The seat desk is the box office's; the offer form's plan (further down) an editor's: an administrator does both.
  staff = await staffAuth(db, 'admin');
});

describe('the seat desk (staff)', () => {
  it('shows every seat of the date to staff only', async () => {
    const map = await desk();
    expect(map.seats).toHaveLength(40);
    expect(map.seats.every((s) => s.status === 'free' && s.holder === null && s.blocked_reason === null)).toBe(true);
    const anonymous = await callRoute(deskRoute, { url: `/api/seating/${ID}/`, params: { idJet: String(ID) } });
    expect(anonymous.status).toBe(401);
  });

  it('blocks free seats: blocked in the shop, skipped by best available, refused when picked, capacity follows', async () => {
    const seats = await shopSeats();
    // The centre of the front row is what best available would give first.
    const press = [seatAt(seats, '1', '5'), seatAt(seats, '1', '6')];
    expect(await capacityOf('A')).toBe(20);
    const res = await post(blockRoute, 'block', { seat_ids: press.map((s) => s.id), reason: 'Presse' });
    expect(res.status, res.text).toBe(200);
    const blockedOnDesk = (res.json as unknown as SeatDeskMap).seats.filter((s) => s.status === 'blocked');
    expect(blockedOnDesk.map((s) => s.id).sort()).toEqual(press.map((s) => s.id).sort());
    expect(blockedOnDesk[0]).toMatchObject({ blocked_reason: 'Presse', blocked_by: staff.username });
    expect((await shopSeats()).filter((s) => s.status === 'blocked').map((s) => s.id)).toEqual(press.map((s) => s.id));
    expect(await capacityOf('A')).toBe(18);

    const best = await add({ quantities: [2] });
    expect(best.status).toBe(200);
    const held = (await shopSeats()).filter((s) => s.status === 'held');
    expect(held).toHaveLength(2);
    expect(held.some((s) => press.some((p) => p.id === s.id))).toBe(false);
    expect(held.map((s) => s.row)).toEqual(['1', '1']);

    const picked = await add({ quantities: [1], seat_ids: [press[0].id] });
    expect(picked.status).toBe(409);
    expect(picked.json.code).toBe(-218);

    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, 'seating'));
    expect(audit.some((a) => JSON.stringify(a.changes).includes('Parkett 1/5'))).toBe(true);
  });

  it('refuses to block a held seat, shows who holds it, and refuses bad requests with 4xx', async () => {
    const map = await desk();
    const held = map.seats.find((s) => s.status === 'held')!;
    expect(held.holder).toMatchObject({ kind: 'cart' });
    const refused = await post(blockRoute, 'block', { seat_ids: [held.id], reason: 'Technik' });
    expect(refused.status).toBe(409);
    expect(String(refused.json.detail)).toMatch(/Only free seats/);
    expect((await desk()).seats.find((s) => s.id === held.id)!.status).toBe('held');

    const free = map.seats.find((s) => s.status === 'free')!;
    const noCsrf = await post(
      blockRoute,
      'block',
      { seat_ids: [free.id], reason: 'Presse' },
      { cookies: staff.cookies },
    );
    expect(noCsrf.status).toBe(403);
    const noSession = await post(blockRoute, 'block', { seat_ids: [free.id], reason: 'Presse' }, {});
    expect(noSession.status).toBe(401);
    const unknown = await post(blockRoute, 'block', { seat_ids: [999_999], reason: 'Presse' });
    expect(unknown.status).toBe(404);
    expect(String(unknown.json.detail)).toMatch(/999999/);
    const noReason = await post(blockRoute, 'block', { seat_ids: [free.id] });
    expect(noReason.status).toBe(400);
    const notNumbers = await post(releaseRoute, 'release', { seat_ids: ['abc'] });
    expect(notNumbers.status).toBe(400);
    const notBlocked = await post(releaseRoute, 'release', { seat_ids: [free.id] });
    expect(notBlocked.status).toBe(409);
    const moveNoCsrf = await move({ ticket: 'LND-2345-6789', seat_id: free.id }, { ...staff, headers: {} });
    expect(moveNoCsrf.status).toBe(403);
    expect((await desk()).seats.find((s) => s.id === free.id)!.status).toBe('free');
  });

  it('releases blocks: the seats are on sale again', async () => {
    const blocked = (await desk()).seats.filter((s) => s.status === 'blocked');
    expect(blocked).toHaveLength(2);
    const res = await post(releaseRoute, 'release', { seat_ids: blocked.map((s) => s.id) });
    expect(res.status, res.text).toBe(200);
    const after = await shopSeats();
    expect(blocked.every((b) => after.find((s) => s.id === b.id)!.status === 'free')).toBe(true);
    expect(await capacityOf('A')).toBe(20);
    const picked = await add({ quantities: [1], seat_ids: [blocked[0].id] });
    expect(picked.status).toBe(200);
  });

  it('moves a sold ticket to another free seat of its group: same code, new seat, old seat free', async () => {
    const seats = await shopSeats();
    const chosen = [seatAt(seats, '2', '1'), seatAt(seats, '2', '2')];
    const added = await add({ quantities: [2], seat_ids: chosen.map((s) => s.id) });
    expect(added.status).toBe(200);
    const out = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Ida Beispiel', email: 'ida@example.org', gtc: true, locale: 'de' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cartOf(added) },
    });
    expect(out.status, out.text).toBe(201);
    const before = await getOrder(out.json.code as string, 'de');
    const ticket = before!.tickets[0];
    const [code] = await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.code, ticket.number));
    const oldSeat = code.seatId!;
    expect(chosen.map((s) => s.id)).toContain(oldSeat);

    const onDesk = (await desk()).seats.find((s) => s.id === oldSeat)!;
    expect(onDesk.holder).toMatchObject({
      kind: 'order',
      order_code: out.json.code,
      buyer_name: 'Ida Beispiel',
      tickets: [ticket.number],
    });

    const target = seatAt(seats, '2', '8');
    const otherGroup = seatAt(seats, '4', '1');
    const wrongGroup = await move({ ticket: ticket.number, seat_id: otherGroup.id });
    expect(wrongGroup.status).toBe(409);
    expect(String(wrongGroup.json.detail)).toMatch(/another category/);
    const taken = await move({ ticket: ticket.number, seat_id: chosen.find((s) => s.id !== oldSeat)!.id });
    expect(taken.status).toBe(409);
    const noTicket = await move({ ticket: 'LND-2345-6789', seat_id: target.id });
    expect(noTicket.status).toBe(404);
    const noSeat = await move({ ticket: ticket.number, seat_id: 999_999 });
    expect(noSeat.status).toBe(404);

    // Staff may type the number or scan the signed code printed on the ticket.
    const moved = await move({ ticket: ticket.code, seat_id: target.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ ticket: ticket.number, to: { row: '2', number: '8' } });

    const [after] = await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.id, code.id));
    expect(after.seatId).toBe(target.id);
    const map = await desk();
    expect(map.seats.find((s) => s.id === target.id)!.holder).toMatchObject({
      kind: 'order',
      tickets: [ticket.number],
    });
    expect((await shopSeats()).find((s) => s.id === oldSeat)!.status).toBe('free');
    expect((await shopSeats()).find((s) => s.id === target.id)!.status).not.toBe('free');

    const again = await getOrder(out.json.code as string, 'de');
    const same = again!.tickets.find((t) => t.number === ticket.number)!;
    expect(same.code).toBe(ticket.code);
    expect(await verifyTicket(same.code)).toBe(ticket.number);

    // A line owns exactly its tickets' seats.
    const lineSeats = await db
      .select({ id: schema.ticketSeats.id })
      .from(schema.ticketSeats)
      .where(eq(schema.ticketSeats.reservationId, code.reservationId));
    const lineCodes = await db
      .select({ seatId: schema.ticketCodes.seatId })
      .from(schema.ticketCodes)
      .where(eq(schema.ticketCodes.reservationId, code.reservationId));
    expect(lineSeats.map((s) => s.id).sort()).toEqual(lineCodes.map((c) => c.seatId).sort());

    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, 'seating'));
    expect(audit.some((a) => JSON.stringify(a.changes).includes(ticket.number))).toBe(true);
  });
});

describe("the offer form's seating plan", () => {
  const events = resourceClient({ collection: eventsRoute, item: eventRoute } as never, '/de/api/events/', 'de');
  const group = (code: string, capacity: number) => ({
    seat_group: code,
    capacity,
    prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '20.00' }],
  });

  it('attaches a plan: seat groups sell the seats of their category and their capacity is the seats', async () => {
    const created = await events.create(
      {
        title: { de: 'Lesung im Saal' },
        date_start: new Date(Date.now() + 10 * 86400_000).toISOString(),
        offer: { seat_plan_id: planId, seat_groups: [group('A', 999), group('Steh', 15)] },
      },
      staff,
    );
    expect(created.status, created.text).toBe(201);
    const offer = created.json.offer as { seat_plan_id: number; seat_groups: Json[] };
    expect(offer.seat_plan_id).toBe(planId);
    // Category A has 20 seats in the plan; 'Steh' has none and keeps its number; category B finds no group.
    expect(offer.seat_groups.map((g) => [g.seat_group, g.capacity])).toEqual([
      ['A', 20],
      ['Steh', 15],
    ]);
    const idJet = created.json.id_jet as number;
    const map = await callRoute(shopSeatingRoute, {
      url: `/api/shop-seating/${idJet}/`,
      params: { idJet: String(idJet) },
    });
    expect(map.status).toBe(200);
    expect((map.json.seats as Seat[]).every((s) => s.seat_group === 'A')).toBe(true);
    expect(map.json.seats).toHaveLength(20);

    // Back to general admission while nothing is sold: the seats go, the capacity is typed again.
    const id = created.json.id as number;
    const ga = await events.patch(
      id,
      {
        offer: {
          ...offer,
          seat_plan_id: null,
          seat_groups: [{ ...offer.seat_groups[0], capacity: 30 }, offer.seat_groups[1]],
        },
      },
      staff,
    );
    expect(ga.status, ga.text).toBe(200);
    expect((ga.json.offer as { seat_plan_id: number | null }).seat_plan_id).toBeNull();
    expect(
      (await callRoute(shopSeatingRoute, { url: `/api/shop-seating/${idJet}/`, params: { idJet: String(idJet) } }))
        .status,
    ).toBe(404);
  });

  it('refuses to drop the plan of a date with sold seats (409 with the reason), keeping everything', async () => {
    const [event] = await db
      .insert(schema.events)
      .values({
        title: { de: 'Der zerbrochne Krug' },
        slug: { de: 'krug-901' },
        dateStart: new Date(Date.now() + 7 * 86400_000),
        idJet: ID,
      })
      .returning({ id: schema.events.id });
    const read = await events.get(event.id, staff);
    const offer = read.json.offer as { seat_plan_id: number; seat_groups: Json[] };
    expect(offer.seat_plan_id).toBe(planId);
    const refused = await events.patch(event.id, { offer: { ...offer, seat_plan_id: null } }, staff);
    expect(refused.status).toBe(409);
    expect(String(refused.json.detail)).toMatch(/held or sold/);
    expect((await shopSeats()).length).toBe(40);
  });
});
