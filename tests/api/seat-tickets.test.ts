import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute, GET as cartRoute } from '@/app/api/shop-cart/route';
import { PATCH as patchLine } from '@/app/api/shop-cart/[line]/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { POST as cancelRoute } from '@/app/api/shop-orders/[code]/cancel/route';
import { GET as pdfRoute } from '@/app/api/shop-orders/[code]/tickets.pdf/route';
import { POST as checkInRoute } from '@/app/api/check-in/route';
import { GET as adminOrder } from '@/app/api/orders/[id]/route';
import { POST as orderAction } from '@/app/api/orders/[id]/[action]/route';
import { GET as exportCsv } from '@/app/api/orders/export/route';
import { confirmOrder, getOrder, orderToken, settleOrder } from '@/features/box-office/server';
import { listAccountOrders } from '@/features/account-orders/server';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { outboxMessages } from '../helpers/outbox';
import { pdfPageTexts } from '../helpers/pdf-text';
import { staffAuth, type Json } from '../helpers/resource';
import { seedSeatedOffer, seedTestOffer, cartOf, shopSeats as seats } from '../helpers/ticketing';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;
const ORIGIN = 'http://localhost:3000';
type Seat = { id: number; section: string; row: string; number: string; status: string };

const seatStates = async (idJet: number, ids: number[]) =>
  (await seats(idJet)).filter((s) => ids.includes(s.id)).map((s) => s.status);

/**
 * A guest buys `n` best-available seats of category A on a seated date (or `n` tickets of another
 * group) and checks out (invoice): the order code, its view token and the seats the cart held.
 */
async function buySeats(
  idJet: number,
  n: number,
  locale = 'de',
  email = 'ida@example.org',
  { group, saleType } = { group: 'A', saleType: 1 },
) {
  const added = await callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: { quantities: [n], event_jet_id: idJet, sale_type_ids: [saleType], seat_group: group },
    headers: { origin: ORIGIN, referer: `${ORIGIN}/${locale}/webshop/event/${idJet}` },
  });
  expect(added.status).toBe(200);
  const cart = cartOf(added);
  const lines = (await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } })).json.lines as {
    seats: Omit<Seat, 'status'>[];
  }[];
  const held = lines.flatMap((l) => l.seats);
  expect(held).toHaveLength(group === 'A' ? n : 0);
  const out = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: { name: 'Ida Beispiel', email, gtc: true, locale, payment_method: 'invoice' },
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  expect(out.status).toBe(201);
  const code = out.json.code as string;
  const token = new URL(out.json.order_url as string, ORIGIN).searchParams.get('token')!;
  const [row] = await db
    .select({ id: schema.ticketOrders.id })
    .from(schema.ticketOrders)
    .where(eq(schema.ticketOrders.code, code));
  return { code, token, id: row.id, seats: held };
}

const confirm = async (code: string) => confirmOrder(code, await orderToken(code, 'confirm'));

async function pdfTexts(code: string) {
  const token = await orderToken(code, 'view');
  const res = await pdfRoute(new NextRequest(`${ORIGIN}/api/shop-orders/${code}/tickets.pdf?token=${token}`), {
    params: Promise.resolve({ code }),
  });
  expect(res.status).toBe(200);
  return pdfPageTexts(Buffer.from(await res.arrayBuffer()));
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  // Orders, their CSV and the check-in are the box office's.
  staff = await staffAuth(db, 'box_office');
  await seedSeatedOffer(db, 901, { rows: 4, perRow: 10, aisleAfter: 5 });
  await seedSeatedOffer(db, 902, { rows: 4, perRow: 10, aisleAfter: 5 });
  await seedTestOffer(db, 903, { seats: 10 });
});

afterEach(() => resetTicketingHooks());

describe('a seated order shows its seats everywhere a ticket shows', () => {
  it('lists each ticket with its seat: order, mails, PDF, gate, back office, CSV and the account', async () => {
    const { code, id, seats: held } = await buySeats(901, 2);
    // Best available in the front row's centre, left of the aisle.
    expect(held.map((s) => [s.section, s.row, s.number])).toEqual([
      ['Parkett', '1', '4'],
      ['Parkett', '1', '5'],
    ]);

    // The order: one seat per ticket, exactly the seats the cart held.
    const order = (await getOrder(code))!;
    expect(order.tickets.map((t) => t.seat)).toEqual(held);
    expect(order.tickets[0]).toMatchObject({ event_title: 'Der zerbrochne Krug', seat_group_text: 'Kategorie A' });

    // The pending mail sums up by row; the confirmed mail names each ticket's seat.
    const [pending] = await outboxMessages(code);
    expect(pending.text).toContain('Parkett, Reihe 1, Plätze 4, 5');
    await confirm(code);
    const [, confirmed] = await outboxMessages(code);
    for (const text of [confirmed.text, confirmed.html]) {
      expect(text).toContain('Parkett, Reihe 1, Platz 4');
      expect(text).toContain('Parkett, Reihe 1, Platz 5');
    }
    expect(confirmed.text).toMatch(/Parkett, Reihe 1, Platz 4 – Ticketcode: LND-/);

    // The PDF: every page has its ticket's block, row and seat under their labels.
    const pages = await pdfTexts(code);
    expect(pages).toHaveLength(2);
    expect(pages[0].join('|')).toContain('BLOCK|Parkett|REIHE|1|PLATZ|4');
    expect(pages[1].join('|')).toContain('BLOCK|Parkett|REIHE|1|PLATZ|5');
    expect(pages[0].join('|')).not.toContain('PLATZ|5');

    // The gate names the seat of the scanned ticket (a date a week ahead: 'other_day', not admitted).
    await settleOrder(db, code);
    const scan = await callRoute(checkInRoute, {
      url: '/api/check-in/',
      method: 'POST',
      body: { code: order.tickets[1].code, locale: 'en' },
      ...staff,
    });
    expect(scan.status).toBe(200);
    expect(scan.json).toMatchObject({ result: 'other_day', admitted: false });
    expect((scan.json.ticket as Json).seat).toEqual(held[1]);

    // The back office's order view: seat per ticket.
    const detail = await callRoute(adminOrder, { url: `/api/orders/${id}/`, params: { id: String(id) }, ...staff });
    expect((detail.json.ticket_list as Json[]).map((t) => t.seat)).toEqual(held);

    // The orders CSV: the columns block, row and seat.
    const csv = await callRoute(exportCsv, { url: '/api/orders/export/?search=ida@example', ...staff });
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'code;status;buyer_name;email;tickets;total;payment_provider;created_at;event;date;ticket_codes;block;row;seat',
    );
    expect(rows.find((r) => r.startsWith(code))).toMatch(/;Parkett;1;4 \| 5$/);

    // The visitor account's order list (the order filed under an account).
    const [account] = await db
      .insert(schema.visitorAccounts)
      .values({ email: 'ida@example.org', passwordHash: 'x' })
      .returning({ id: schema.visitorAccounts.id });
    await db.update(schema.ticketOrders).set({ accountId: account.id }).where(eq(schema.ticketOrders.id, id));
    const { results } = await listAccountOrders(account.id, 'de');
    expect(results[0].events[0]).toMatchObject({ tickets: 2, seats: held.map(({ id: _, ...s }) => s) });
  });

  it('writes the seat in the buyer language: English mail, labels of the PDF', async () => {
    const { code, seats: held } = await buySeats(901, 1, 'en', 'jo@example.org');
    await confirm(code);
    const [, mail] = await outboxMessages(code);
    expect(mail.text).toContain(`Parkett, row ${held[0].row}, seat ${held[0].number}`);
    const [page] = await pdfTexts(code);
    expect(page.join('|')).toContain(`BLOCK|Parkett|ROW|${held[0].row}|SEAT|${held[0].number}`);
  });

  it('general admission has no seat: seat null, the CSV cells stay empty', async () => {
    const { code } = await buySeats(903, 1, 'de', 'lea@example.org', { group: '101', saleType: 2 });
    expect((await getOrder(code))!.tickets.map((t) => t.seat)).toEqual([null]);
    const csv = await callRoute(exportCsv, { url: '/api/orders/export/?search=lea@example', ...staff });
    expect(csv.text.split('\r\n').find((r) => r.startsWith(code))).toMatch(/;;;$/);
  });
});

describe('a seated cart line', () => {
  it('lowered by one gives back its last seat in plan order (the seat the cart page names), raising is refused', async () => {
    const added = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [3], event_jet_id: 901, sale_type_ids: [1], seat_group: 'A' },
      headers: { origin: ORIGIN },
    });
    const cart = cartOf(added);
    const read = async () =>
      (await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } })).json.lines as {
        id: number;
        seats: Omit<Seat, 'status'>[];
      }[];
    const [line] = await read();
    expect(line.seats).toHaveLength(3);
    const patch = (quantity: number) =>
      callRoute(patchLine, {
        url: `/api/shop-cart/${line.id}`,
        method: 'PATCH',
        params: { line: String(line.id) },
        body: { quantity },
        headers: { origin: ORIGIN },
        cookies: { museum_cart: cart },
      });
    const raised = await patch(4);
    expect(raised.status).toBe(409);
    expect(raised.json.code).toBe(-220);
    expect((await patch(2)).status).toBe(200);
    const [after] = await read();
    expect(after.seats).toEqual(line.seats.slice(0, 2));
    expect(await seatStates(901, [line.seats[2].id])).toEqual(['free']);
    expect(
      await seatStates(
        901,
        after.seats.map((s) => s.id),
      ),
    ).toEqual(['held', 'held']);
    await patch(0);
  });
});

describe('cancelling or letting an order expire gives back exactly its seats', () => {
  it('staff cancel (release): the order seats are free, the other order keeps its seats', async () => {
    const kept = await buySeats(902, 2, 'de', 'kept@example.org');
    await confirm(kept.code);
    const gone = await buySeats(902, 3, 'de', 'gone@example.org');
    await confirm(gone.code);
    const ids = (s: { id: number }[]) => s.map((x) => x.id);
    expect(await seatStates(902, ids(gone.seats))).toEqual(['sold', 'sold', 'sold']);

    const res = await callRoute(orderAction, {
      url: `/api/orders/${gone.id}/cancel/`,
      method: 'POST',
      params: { id: String(gone.id), action: 'cancel' },
      ...staff,
    });
    expect(res.status).toBe(200);
    expect(await seatStates(902, ids(gone.seats))).toEqual(['free', 'free', 'free']);
    expect(await seatStates(902, ids(kept.seats))).toEqual(['sold', 'sold']);
    // Nothing else changed state: only the released seats are free beyond those never sold.
    const sold = (await seats(902)).filter((s) => s.status !== 'free').map((s) => s.id);
    expect(sold.sort()).toEqual(ids(kept.seats).sort());
    await callRoute(orderAction, {
      url: `/api/orders/${kept.id}/cancel/`,
      method: 'POST',
      params: { id: String(kept.id), action: 'cancel' },
      ...staff,
    });
  });

  it('buyer cancel: the order seats are free, the other order keeps its seats', async () => {
    const kept = await buySeats(902, 2, 'de', 'kept2@example.org');
    await confirm(kept.code);
    await settleOrder(db, kept.code);
    const gone = await buySeats(902, 2, 'de', 'gone2@example.org');
    await confirm(gone.code);
    const res = await callRoute(cancelRoute, {
      url: `/api/shop-orders/${gone.code}/cancel/`,
      method: 'POST',
      params: { code: gone.code },
      body: { token: gone.token },
      headers: { origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('cancelled');
    expect(
      await seatStates(
        902,
        gone.seats.map((s) => s.id),
      ),
    ).toEqual(['free', 'free']);
    expect(
      await seatStates(
        902,
        kept.seats.map((s) => s.id),
      ),
    ).toEqual(['sold', 'sold']);
    const taken = (await seats(902)).filter((s) => s.status !== 'free').map((s) => s.id);
    expect(taken.sort()).toEqual(kept.seats.map((s) => s.id).sort());
  });

  it('expiry: an unconfirmed order past its deadline frees its seats, a paid one keeps them', async () => {
    const before = (await seats(902)).filter((s) => s.status !== 'free').map((s) => s.id);
    const late = await buySeats(902, 2, 'de', 'late@example.org');
    expect(
      await seatStates(
        902,
        late.seats.map((s) => s.id),
      ),
    ).toEqual(['held', 'held']);
    const due = Date.parse((await getOrder(late.code))!.payment_due_at!);

    setTicketingHooks({ now: () => new Date(due - 1000) });
    expect(
      await seatStates(
        902,
        late.seats.map((s) => s.id),
      ),
    ).toEqual(['held', 'held']);
    setTicketingHooks({ now: () => new Date(due) });
    expect((await getOrder(late.code))!.status).toBe('expired');
    expect(
      await seatStates(
        902,
        late.seats.map((s) => s.id),
      ),
    ).toEqual(['free', 'free']);
    const taken = (await seats(902)).filter((s) => s.status !== 'free').map((s) => s.id);
    expect(taken.sort()).toEqual(before.sort());
    expect(taken.length).toBeGreaterThan(0);
    // The expired order still tells which seats it had (its tickets keep their seat for the record).
    expect((await getOrder(late.code))!.tickets.map((t) => t.seat)).toEqual(late.seats);
  });
});
