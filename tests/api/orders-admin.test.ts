import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth, type Json } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import * as events from '@/app/[locale]/api/events/route';
import * as event from '@/app/[locale]/api/events/[id]/route';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as orderAction } from '@/app/api/orders/[id]/[action]/route';
import { GET as exportCsv } from '@/app/api/orders/export/route';
import { POST as checkInRoute } from '@/app/api/check-in/route';
import { addToCart, CartError, checkout, getOrder as orderView } from '@/features/box-office/server';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { schema, type Db } from '@/lib/db';
import { eq } from 'drizzle-orm';
import { outboxMails } from '../helpers/outbox';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;
let idJet: number;
let roomyJet: number;
const eventApi = resourceClient({ collection: events, item: event } as never, '/de/api/events/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  // Creates dates (an editor's) and works on orders (the box office's): an administrator does both.
  staff = await staffAuth(db, 'admin');
  const created = await eventApi.create(
    {
      title: { de: 'Kleine Führung' },
      date_start: new Date(Date.now() + 9 * 86400_000).toISOString(),
      offer: {
        seat_groups: [
          { seat_group: '1', capacity: 2, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '8.00' }] },
        ],
      },
    },
    staff,
  );
  idJet = created.json.id_jet as number;
  const roomy = await eventApi.create(
    {
      title: { de: 'Große Führung' },
      date_start: new Date(Date.now() + 9 * 86400_000).toISOString(),
      offer: {
        seat_groups: [
          { seat_group: '1', capacity: 20, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '8.00' }] },
        ],
      },
    },
    staff,
  );
  roomyJet = roomy.json.id_jet as number;
});

async function order(email: string, event = idJet, quantity = 2) {
  const { cart } = await addToCart(
    { addressKey: null },
    { quantities: [quantity], event_jet_id: event, sale_type_ids: [1], seat_group: '1' },
  );
  return checkout(cart.id, { name: 'Petra Paulsen', email, gtc: true, locale: 'de', payment_method: 'invoice' });
}
const action = (id: number, name: string, auth = staff) =>
  callRoute(orderAction, {
    url: `/api/orders/${id}/${name}/`,
    method: 'POST',
    params: { id: String(id), action: name },
    ...auth,
  });

describe('orders in the back office', () => {
  it('finds an order by e-mail, marks it paid, cancels it and so gives its seats back', async () => {
    const { code } = await order('petra@example.org');
    await expect(
      addToCart({ addressKey: null }, { quantities: [1], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' }),
    ).rejects.toBeInstanceOf(CartError);
    const found = await callRoute(listOrders, { url: '/api/orders/?search=petra@example', ...staff });
    const row = (found.json.results as Json[]).find((o) => o.code === code)!;
    expect(row).toMatchObject({ status: 'pending', tickets: 2, total: '16.00' });
    const detail = await callRoute(getOrder, {
      url: `/api/orders/${row.id}/`,
      params: { id: String(row.id) },
      ...staff,
    });
    expect(detail.json).toMatchObject({
      status: 'pending',
      amount_due: '16.00',
      voucher_amount: '0.00',
      payment_method: 'invoice',
      confirmed_at: null,
      paid_at: null,
    });
    expect(Date.parse(detail.json.payment_due_at as string)).toBeGreaterThan(Date.now());
    const tickets = detail.json.ticket_list as Json[];
    expect(tickets.length).toBe(2);
    expect(tickets[0]).toMatchObject({
      event_title: 'Kleine Führung',
      checked_in_at: null,
      checked_in_by: null,
      seat: null,
    });
    expect(tickets[0].number).toMatch(/^LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    // Staff see ticket numbers, not the signed codes that would let someone print a valid ticket.
    expect(tickets[0].code).toBeUndefined();
    // The guest had not confirmed: marking the order paid mails the tickets.
    const mailsBefore = (await outboxMails(code)).length;
    expect((await action(row.id as number, 'mark-paid')).json).toMatchObject({
      status: 'paid',
      paid_at: expect.any(String),
      payment_due_at: null,
    });
    expect((await outboxMails(code)).length).toBe(mailsBefore + 1);
    expect((await action(row.id as number, 'mark-paid')).json).toMatchObject({ status: 'paid' });
    expect((await outboxMails(code)).length).toBe(mailsBefore + 1);
    expect((await action(row.id as number, 'resend')).json).toMatchObject({ sent: true });
    expect((await action(row.id as number, 'cancel')).json).toMatchObject({ status: 'cancelled' });
    expect((await action(row.id as number, 'mark-paid')).status).toBe(409);
    const again = await addToCart(
      { addressKey: null },
      { quantities: [2], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' },
    );
    expect(again.ticketsQuantity).toBe(2);
  });

  it('shows check-ins per ticket, filters every status, and refuses to settle or cancel an expired order (409 with a message)', async () => {
    // A few abandoned carts first, so reservation ids and order ids no longer coincide.
    for (let i = 0; i < 3; i++)
      await addToCart(
        { addressKey: null },
        { quantities: [1], event_jet_id: roomyJet, sale_type_ids: [1], seat_group: '1' },
      );
    const paid = await order('paula@example.org', roomyJet, 3);
    const [listed] = (await callRoute(listOrders, { url: '/api/orders/?search=paula@example', ...staff })).json
      .results as Json[];
    expect(listed).toMatchObject({ code: paid.code, tickets: 3, total: '24.00' });
    const paidId = listed.id;
    await action(paidId as number, 'mark-paid');
    const signed = (await orderView(paid.code))!.tickets[0];
    const scanned = await callRoute(checkInRoute, {
      url: '/api/check-in/',
      method: 'POST',
      body: { code: signed.code, force: true },
      ...staff,
    });
    expect(scanned.json.result).toBe('admitted');
    const detail = await callRoute(getOrder, {
      url: `/api/orders/${paidId}/`,
      params: { id: String(paidId) },
      ...staff,
    });
    const ticket = (detail.json.ticket_list as Json[]).find((t) => t.number === signed.number)!;
    expect(ticket).toMatchObject({ checked_in_by: staff.username, checked_in_at: expect.any(String) });
    await action(paidId as number, 'cancel');

    // An unpaid order whose deadline has passed.
    const late = await order('lena@example.org', roomyJet);
    setTicketingHooks({ now: () => new Date(Date.now() + 2 * 3600_000) });
    try {
      const expired = await callRoute(listOrders, { url: '/api/orders/?status=expired', ...staff });
      const row = (expired.json.results as Json[]).find((o) => o.code === late.code)!;
      expect(row.status).toBe('expired');
      const pay = await action(row.id as number, 'mark-paid');
      expect(pay.status).toBe(409);
      expect(String(pay.json.detail)).toMatch(/expired/);
      expect(pay.json.code).toBe('expired');
      const cancel = await action(row.id as number, 'cancel');
      expect(cancel.status).toBe(409);
      expect(cancel.json.code).toBe('expired');
      for (const status of ['pending', 'reserved', 'paid', 'cancelled', 'expired']) {
        const res = await callRoute(listOrders, { url: `/api/orders/?status=${status}`, ...staff });
        expect(res.status).toBe(200);
        expect((res.json.results as Json[]).every((o) => o.status === status)).toBe(true);
      }
    } finally {
      resetTicketingHooks();
    }
  });

  it('exports CSV, filters by status and day, and refuses anonymous, unknown and bad requests', async () => {
    const csv = await callRoute(exportCsv, { url: '/api/orders/export/?status=cancelled', ...staff });
    expect(csv.text).toMatch(/^\uFEFF?code;status;buyer_name/);
    // One row per order: the event, its start and the ticket numbers; seated tickets fill block, row
    // and seat (empty here: general admission).
    expect(csv.text.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe(
      'code;status;buyer_name;email;tickets;total;payment_provider;created_at;event;date;ticket_codes;block;row;seat',
    );
    expect(csv.text.split('\r\n').find((l) => l.includes('petra@example.org'))).toMatch(
      /;Kleine Führung;\d{4}-\d\d-\d\d \d\d:\d\d;LND-[^;]+ \| LND-[^;]+;;;$/,
    );
    expect(csv.text).toContain('petra@example.org');
    // A buyer name that starts like a formula stays text, a tab or carriage return before it included.
    const { code } = await order('formula@example.org', roomyJet, 1);
    await db.update(schema.ticketOrders).set({ buyerName: '\t=cmd|calc' }).where(eq(schema.ticketOrders.code, code));
    const guarded = await callRoute(exportCsv, { url: '/api/orders/export/?search=formula@example', ...staff });
    expect(guarded.text.split('\r\n')[1]).toMatch(new RegExp(`^${code};[a-z]+;'\t=cmd\\|calc;formula@example.org;1;`));
    expect(
      (await callRoute(listOrders, { url: '/api/orders/?date_from=2020-01-01&date_to=2099-01-01', ...staff })).status,
    ).toBe(200);
    expect((await callRoute(listOrders, { url: '/api/orders/?status=lost', ...staff })).status).toBe(400);
    expect((await callRoute(listOrders, { url: '/api/orders/' })).status).toBe(401);
    expect((await action(1, 'cancel', { cookies: staff.cookies, headers: {} })).status).toBe(403);
    expect((await action(999_999, 'cancel')).status).toBe(404);
    expect((await action(1, 'refund')).status).toBe(400);
  });
});
