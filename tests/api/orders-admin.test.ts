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
import { addToCart, checkout, CartError } from '@/features/ticketing/server';
import type { Db } from '@/lib/db';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;
let idJet: number;
const eventApi = resourceClient({ collection: events, item: event } as never, '/de/api/events/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  staff = await staffAuth(db, 'editor');
  const created = await eventApi.create(
    { title: { de: 'Kleine Führung' }, date_start: new Date(Date.now() + 9 * 86400_000).toISOString(), offer: { seat_groups: [{ seat_group: '1', capacity: 2, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '8.00' }] }] } },
    staff,
  );
  idJet = created.json.id_jet as number;
});

async function order(email: string) {
  const { cart } = await addToCart({ addressKey: null }, { quantities: [2], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' });
  return checkout(cart.id, { name: 'Petra Paulsen', email, gtc: true, locale: 'de', payment_method: 'invoice' });
}
const action = (id: number, name: string, auth = staff) => callRoute(orderAction, { url: `/api/orders/${id}/${name}/`, method: 'POST', params: { id: String(id), action: name }, ...auth });

describe('orders in the back office', () => {
  it('finds an order by e-mail, marks it paid, cancels it and so gives its seats back', async () => {
    const { code } = await order('petra@example.org');
    await expect(addToCart({ addressKey: null }, { quantities: [1], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' })).rejects.toBeInstanceOf(CartError);
    const found = await callRoute(listOrders, { url: '/api/orders/?search=petra@example', ...staff });
    const row = (found.json.results as Json[]).find((o) => o.code === code)!;
    expect(row).toMatchObject({ status: 'pending', tickets: 2, total: '16.00' });
    const detail = await callRoute(getOrder, { url: `/api/orders/${row.id}/`, params: { id: String(row.id) }, ...staff });
    expect((detail.json.ticket_list as Json[]).length).toBe(2);
    expect((await action(row.id as number, 'mark-paid')).json).toMatchObject({ status: 'paid' });
    expect((await action(row.id as number, 'resend')).json).toMatchObject({ sent: true });
    expect((await action(row.id as number, 'cancel')).json).toMatchObject({ status: 'cancelled' });
    expect((await action(row.id as number, 'mark-paid')).status).toBe(409);
    const again = await addToCart({ addressKey: null }, { quantities: [2], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' });
    expect(again.ticketsQuantity).toBe(2);
  });

  it('exports CSV, filters by status and day, and refuses anonymous, unknown and bad requests', async () => {
    const csv = await callRoute(exportCsv, { url: '/api/orders/export/?status=cancelled', ...staff });
    expect(csv.text).toMatch(/^\uFEFF?code;status;buyer_name/);
    expect(csv.text).toContain('petra@example.org');
    expect((await callRoute(listOrders, { url: '/api/orders/?date_from=2020-01-01&date_to=2099-01-01', ...staff })).status).toBe(200);
    expect((await callRoute(listOrders, { url: '/api/orders/?status=lost', ...staff })).status).toBe(400);
    expect((await callRoute(listOrders, { url: '/api/orders/' })).status).toBe(401);
    expect((await action(1, 'cancel', { cookies: staff.cookies, headers: {} })).status).toBe(403);
    expect((await action(999_999, 'cancel')).status).toBe(404);
    expect((await action(1, 'refund')).status).toBe(400);
  });
});
