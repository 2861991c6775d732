import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { addToCart, CartError, findVoucher, signTicket } from '@/features/box-office/server';
import { POST as checkInRoute } from '@/app/api/check-in/route';
import { cartLines, cartOf, seedSeatedOffer, seedTestOffer, shopSeats } from '../helpers/ticketing';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import { testDatabase } from '../helpers/db';
import { buy, ORIGIN } from '../helpers/shop';
import { callRoute } from '../helpers/route';
import { outboxMails } from '../helpers/outbox';
import { orderAction, orderDetail, orderIdOf, refund, staffWithRole, type StaffAuth } from '../helpers/refunds';

type Json = Record<string, unknown>;
let db: Db;
let staff: StaffAuth;

beforeAll(async () => {
  ({ db } = await testDatabase());
  staff = await staffWithRole(db, 'box_office');
  await seedTestOffer(db, 5101, { seats: 2 });
  await seedTestOffer(db, 5102, { seats: 50 });
});

/** An invoice order of `n` full-price tickets (12.00 each), paid at the box office. */
async function paidOrder(idJet: number, n: number, voucher?: string) {
  const { code } = await buy(idJet, n, voucher ? { voucher_code: voucher } : {});
  const id = await orderIdOf(db, code);
  expect((await orderAction(id, 'mark-paid', staff)).status).toBe(200);
  return { code, id };
}

const tickets = async (id: number) => (await orderDetail(id, staff)).json.ticket_list as Json[];
const canAdd = (idJet: number, n: number) =>
  addToCart({ addressKey: null }, { quantities: [n], event_jet_id: idJet, sale_type_ids: [2], seat_group: '101' }).then(
    () => true,
    (error) => {
      if (error instanceof CartError) return false;
      throw error;
    },
  );

describe('staff refund part of an order paid by invoice', () => {
  it('cancels one of two tickets: the place is back, a refund to pay out by hand, the order shows it', async () => {
    const { code, id } = await paidOrder(5101, 2);
    expect(await canAdd(5101, 1)).toBe(false);
    const [first, second] = await tickets(id);
    const res = await refund(id, staff, { ticket_ids: [first.id], reason: 'Kann nicht kommen' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      order_status: 'paid',
      cancelled_tickets: [first.id],
      replayed: false,
      refunds: [{ amount: '12.00', method: 'manual', status: 'manual', fee: '0.00', created_by: staff.username }],
    });
    // A cancellation invoice with its own number refers to the order's invoice.
    expect(res.json.cancellation_invoice).toMatchObject({ number: expect.any(String) });
    // The place went back on sale at once.
    expect(await canAdd(5101, 1)).toBe(true);
    const detail = (await orderDetail(id, staff)).json;
    expect(detail.refund_status).toBe('partially_refunded');
    const invoices = detail.invoices as Json[];
    expect(invoices.map((i) => i.kind)).toEqual(['invoice', 'cancellation']);
    expect(invoices[1].number).toBe((res.json.cancellation_invoice as Json).number);
    expect(detail.refunds).toMatchObject([{ amount: '12.00', method: 'manual', status: 'manual' }]);
    const list = detail.ticket_list as Json[];
    expect(list.find((t) => t.id === first.id)).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.any(String),
    });
    expect(list.find((t) => t.id === second.id)).toMatchObject({ status: 'valid', cancelled_at: null });
    // Who did it is in the audit log; the buyer got a mail naming the ticket.
    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, 'orders'));
    expect(
      audit.some((a) => a.username === staff.username && JSON.stringify(a.changes).includes(String(first.id))),
    ).toBe(true);
    const mails = await outboxMails(code);
    expect(mails.some((m) => m.includes(String(first.id)) && /storniert/.test(m))).toBe(true);

    // The gate refuses the cancelled ticket; the other one is still a valid ticket (of another day).
    const scan = async (number: unknown) =>
      (
        await callRoute(checkInRoute, {
          url: '/api/check-in/',
          method: 'POST',
          body: { code: await signTicket(String(number)) },
          cookies: staff.cookies,
          headers: staff.headers,
        })
      ).json;
    expect(await scan(first.id)).toMatchObject({
      result: 'cancelled',
      admitted: false,
      ticket: { cancelled_at: expect.any(String) },
    });
    expect(await scan(second.id)).toMatchObject({ result: 'other_day', admitted: false });

    // A retried request returns the same refund, never a second one.
    const again = await refund(id, staff, { ticket_ids: [first.id], reason: 'Kann nicht kommen' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ replayed: true, refunds: [{ id: (res.json.refunds as Json[])[0].id }] });
    const rows = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, id));
    expect(rows).toHaveLength(1);

    // The rest: the order is cancelled and refunded.
    const rest = await refund(id, staff);
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json).toMatchObject({ order_status: 'cancelled', cancelled_tickets: [second.id] });
    const after = (await orderDetail(id, staff)).json;
    expect(after).toMatchObject({ status: 'cancelled', refund_status: 'refunded' });
    expect((after.refunds as Json[]).map((r) => r.amount)).toEqual(['12.00', '12.00']);
    // One place is held by the cart above; the other came back with the rest of the order.
    expect(await canAdd(5101, 1)).toBe(true);
    expect(await canAdd(5101, 1)).toBe(false);
  });

  it('refuses unknown orders, unknown or cancelled tickets, bad bodies and unpaid unconfirmed orders', async () => {
    const { id } = await paidOrder(5102, 2);
    const [first] = await tickets(id);
    expect((await refund(999999, staff, {})).status).toBe(404);
    expect((await refund('abc', staff, {})).status).toBe(400);
    const unknown = await refund(id, staff, { ticket_ids: ['LND-0000-0000'] });
    expect(unknown.status).toBe(409);
    expect(unknown.json.detail).toMatch(/no ticket LND-0000-0000/);
    expect((await refund(id, staff, { ticket_ids: 'all' })).status).toBe(400);
    expect((await refund(id, staff, { ticket_ids: [] })).status).toBe(400);
    expect((await refund(id, staff, { ticket_ids: [first.id] })).status).toBe(201);
    // The same ticket with another one is no retry: refused, nothing changes.
    const [, second] = await tickets(id);
    const mixed = await refund(id, staff, { ticket_ids: [first.id, second.id] });
    expect(mixed.status).toBe(409);
    expect(mixed.json.detail).toMatch(/cancelled already/);
    expect((await tickets(id)).filter((t) => t.status === 'valid')).toHaveLength(1);
    const pending = await buy(5102, 1);
    const pendingId = await orderIdOf(db, pending.code);
    const refused = await refund(pendingId, staff, {});
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toMatch(/not confirmed/);
  });

  it('answers 403 to a door account, an editor and a request without the CSRF header', async () => {
    const { id } = await paidOrder(5102, 1);
    const door = await staffWithRole(db, 'door');
    const editor = await staffWithRole(db, 'editor');
    expect((await refund(id, door, {})).status).toBe(403);
    expect((await refund(id, editor, {})).status).toBe(403);
    expect((await refund(id, { ...staff, headers: {} }, {})).status).toBe(403);
    const admin = await staffWithRole(db, 'admin');
    expect((await refund(id, admin, {})).status).toBe(201);
  });

  it('cancels a ticket of an order to be paid at the museum without a refund: it owes less', async () => {
    const { code } = await buy(5102, 2);
    const id = await orderIdOf(db, code);
    await db
      .update(schema.ticketOrders)
      .set({ status: 'reserved', confirmedAt: new Date(), paymentDueAt: new Date(Date.now() + 86400_000) })
      .where(eq(schema.ticketOrders.id, id));
    const [first] = await tickets(id);
    const res = await refund(id, staff, { ticket_ids: [first.id] });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ order_status: 'reserved', refunds: [] });
    expect((await orderDetail(id, staff)).json).toMatchObject({ amount_due: '12.00', refund_status: 'none' });
    // Paid later, the cancelled ticket's place stays free (its line does not come back).
    expect((await orderAction(id, 'mark-paid', staff)).status).toBe(200);
    const lines = await db.select().from(schema.ticketReservations).where(eq(schema.ticketReservations.orderId, id));
    expect(lines.filter((l) => l.expiresAt === null).reduce((n, l) => n + l.quantity, 0)).toBe(1);
  });
});

describe('orders paid with a voucher and money', () => {
  async function voucher(code: string, value: string) {
    await db.insert(schema.vouchers).values({ code, value, validUntil: new Date(Date.now() + 365 * 86400_000) });
    return code;
  }
  const balance = async (code: string) => (await findVoucher(db, code, new Date()))?.balance;

  it('gives money back first, then voucher credit, so the voucher balance is exact', async () => {
    const code = await voucher('GUT-AAAA-BBBB-CCCC', '20.00');
    const { id } = await paidOrder(5102, 2, code);
    expect(await balance(code)).toBe('0.00');
    const [first, second] = await tickets(id);
    // Paid 4.00 by money, 20.00 by voucher: a 12.00 ticket is 4.00 money and 8.00 credit.
    const one = await refund(id, staff, { ticket_ids: [first.id] });
    expect(one.status, one.text).toBe(201);
    expect((one.json.refunds as Json[]).map((r) => [r.method, r.amount])).toEqual([
      ['manual', '4.00'],
      ['voucher', '8.00'],
    ]);
    expect(await balance(code)).toBe('8.00');
    const two = await refund(id, staff, { ticket_ids: [second.id] });
    expect((two.json.refunds as Json[]).map((r) => [r.method, r.amount])).toEqual([['voucher', '12.00']]);
    expect(two.json.order_status).toBe('cancelled');
    expect(await balance(code)).toBe('20.00');
  });
});

describe('seated dates', () => {
  it('a partial refund frees exactly the cancelled ticket’s seat', async () => {
    await seedSeatedOffer(db, 5103);
    const added = await callRoute(addRoute, {
      url: '/api/shop-cart/',
      method: 'POST',
      body: { quantities: [3], event_jet_id: 5103, sale_type_ids: [1], seat_group: 'A' },
      headers: { origin: ORIGIN },
    });
    expect(added.status).toBe(200);
    const cart = cartOf(added);
    const held = (await cartLines(cart)).flatMap((l) => l.seats ?? []);
    expect(held).toHaveLength(3);
    const out = await callRoute(checkoutRoute, {
      url: '/api/shop-checkout/',
      method: 'POST',
      body: { name: 'Ida Beispiel', email: 'ida@example.org', gtc: true, locale: 'de', payment_method: 'invoice' },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    const id = await orderIdOf(db, out.json.code as string);
    expect((await orderAction(id, 'mark-paid', staff)).status).toBe(200);
    const list = await tickets(id);
    const middle = list[1] as { id: string; seat: { id: number } };
    const res = await refund(id, staff, { ticket_ids: [middle.id] });
    expect(res.status, res.text).toBe(201);
    const states = new Map((await shopSeats(5103)).map((s) => [s.id, s.status]));
    expect(held.map((s) => states.get(s.id))).toEqual(held.map((s) => (s.id === middle.seat.id ? 'free' : 'sold')));
  });
});

describe('two refunds of the same ticket at once', () => {
  it('make one refund', async () => {
    const { id } = await paidOrder(5102, 2);
    const [first] = await tickets(id);
    const results = await Promise.all([
      refund(id, staff, { ticket_ids: [first.id] }),
      refund(id, staff, { ticket_ids: [first.id] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    const rows = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, id));
    expect(rows).toHaveLength(1);
  });
});

describe('cancelling an order in the back office', () => {
  it('mails the buyer a cancel notice in their language; a paid order is refunded with it', async () => {
    const unpaid = await buy(5102, 1, { locale: 'en' });
    const unpaidId = await orderIdOf(db, unpaid.code);
    expect((await orderAction(unpaidId, 'cancel', staff)).json).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(
      (await outboxMails(unpaid.code)).some((m) => /Order \w+ cancelled/.test(m) && /Nothing had been paid/.test(m)),
    ).toBe(true);
    const { code, id } = await paidOrder(5102, 1);
    expect((await orderAction(id, 'cancel', staff)).json).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
      refunds: [{ amount: '12.00', method: 'manual' }],
    });
    expect((await outboxMails(code)).some((m) => /Bestellung \w+ storniert/.test(m))).toBe(true);
  });
});
