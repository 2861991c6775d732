import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { staffAuth, type Json } from '../helpers/resource';
import { seedTestOffer } from '../helpers/ticketing';
import { accountId, accountMails, PASSWORD, post, verifiedVisitor } from '../helpers/accounts';
import { POST as signUpRoute } from '@/app/api/account/signup/route';
import { POST as loginRoute } from '@/app/api/account/login/route';
import { GET as listVisitors } from '@/app/[locale]/api/visitors/route';
import { DELETE as deleteVisitor, GET as getVisitor } from '@/app/[locale]/api/visitors/[id]/route';
import { POST as visitorAction } from '@/app/[locale]/api/visitors/[id]/[action]/route';
import { GET as exportVisitor } from '@/app/[locale]/api/visitors/[id]/export/route';
import { addToCart, checkout } from '@/features/box-office/server';
import { visitorForSession } from '@/features/accounts/server';
import { schema, type Db } from '@/lib/db';

type Auth = Awaited<ReturnType<typeof staffAuth>>;
let db: Db;
let box: Auth;
let editor: Auth;
let marta: Awaited<ReturnType<typeof verifiedVisitor>>;
let ottoId: number;
let orderCode: string;
let orderId: number;

beforeAll(async () => {
  ({ db } = await testDatabase());
  box = await staffAuth(db, 'box_office');
  editor = await staffAuth(db, 'editor');
  await seedTestOffer(db, 951, { seats: 20, start: new Date(Date.now() + 7 * 86_400_000) });
  marta = await verifiedVisitor('marta@example.org');
  await post(signUpRoute, '/api/account/signup/', {
    email: 'otto@example.org',
    password: PASSWORD,
    first_name: 'Otto',
    last_name: 'Offen',
    locale: 'en',
  });
  ottoId = (await accountId('otto@example.org'))!;
  // Marta bought two tickets; the order is filed under her account, and she marked one favourite.
  const { cart } = await addToCart(
    { addressKey: null },
    { quantities: [2], event_jet_id: 951, sale_type_ids: [2], seat_group: '101' },
  );
  ({ code: orderCode } = await checkout(cart.id, {
    name: 'Marta Lehmann',
    email: 'marta@example.org',
    gtc: true,
    locale: 'de',
    payment_method: 'invoice',
  }));
  const [row] = await db
    .update(schema.ticketOrders)
    .set({ accountId: marta.id })
    .where(eq(schema.ticketOrders.code, orderCode))
    .returning({ id: schema.ticketOrders.id });
  orderId = row.id;
  await db.insert(schema.visitorFavorites).values({ accountId: marta.id, kind: 'event', itemId: 951 });
}, 180_000);

const list = (query = '', auth: Auth | undefined = box) =>
  callRoute(listVisitors, { url: `/de/api/visitors/${query}`, params: { locale: 'de' }, ...auth });
const detail = (id: number | string, auth: Auth | undefined = box) =>
  callRoute(getVisitor, { url: `/de/api/visitors/${id}/`, params: { locale: 'de', id: String(id) }, ...auth });
const act = (id: number, action: string, auth: Auth = box) =>
  callRoute(visitorAction, {
    url: `/de/api/visitors/${id}/${action}/`,
    method: 'POST',
    params: { locale: 'de', id: String(id), action },
    ...auth,
  });
const login = (email: string) => post(loginRoute, '/api/account/login/', { email, password: PASSWORD });

describe('visitor accounts in the back office', () => {
  it('lists accounts paged, found by name or e-mail, in the order asked for', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ count: 2, next: null, previous: null });
    const byName = await list('?search=lehm');
    expect((byName.json.results as Json[]).map((r) => r.email)).toEqual(['marta@example.org']);
    expect((byName.json.results as Json[])[0]).toMatchObject({ first_name: 'Marta', orders: 1, deactivated_at: null });
    const byFullName = await list('?search=Otto%20Offen');
    expect((byFullName.json.results as Json[]).map((r) => r.id)).toEqual([ottoId]);
    // % and _ are searched as text, not as patterns.
    expect((await list('?search=%25')).json.count).toBe(0);
    const ordered = await list('?ordering=email&page_size=1');
    expect(ordered.json).toMatchObject({ count: 2, results: [{ email: 'marta@example.org' }] });
    expect(ordered.json.next).toContain('page=2');
    expect((await list('?ordering=password_hash')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });

  it('shows one account with its orders, vouchers, subscriptions and favourites count; bad ids 400/404', async () => {
    const res = await detail(marta.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: 'marta@example.org',
      favorites: 1,
      vouchers: [],
      subscriptions: [],
      orders_list: [{ code: orderCode, status: 'pending', tickets: 2 }],
    });
    expect(res.json).not.toHaveProperty('password_hash');
    expect((res.json.orders_list as Json[])[0].total).toMatch(/^\d+\.\d{2}$/);
    expect((await detail('abc')).status).toBe(400);
    expect((await detail(999_999)).status).toBe(404);
    expect((await act(999_999, 'deactivate')).status).toBe(404);
    expect((await act(marta.id, 'promote')).status).toBe(400);
  });

  it('resends the verification link to an unverified account only', async () => {
    const before = (await accountMails(ottoId)).length;
    const sent = await act(ottoId, 'resend-verification');
    expect(sent.status).toBe(200);
    expect(await accountMails(ottoId)).toHaveLength(before + 1);
    expect((await act(marta.id, 'resend-verification')).status).toBe(409);
  });

  it('deactivation ends the sessions and refuses the login with a clear message; reactivation allows it again', async () => {
    expect(await visitorForSession(marta.cookies.visitor_session)).not.toBeNull();
    const off = await act(marta.id, 'deactivate');
    expect(off.status).toBe(200);
    expect(off.json.deactivated_at).toEqual(expect.any(String));
    expect(await visitorForSession(marta.cookies.visitor_session)).toBeNull();
    const refused = await login('marta@example.org');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'deactivated' });
    expect(refused.json.detail).toMatch(/deactivated/);
    expect((await detail(marta.id)).json.deactivated_at).toEqual(expect.any(String));
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'visitors'), eq(schema.auditLog.recordId, String(marta.id))));
    expect(audit).toMatchObject({ action: 'update', username: box.username });

    expect((await act(marta.id, 'reactivate')).status).toBe(200);
    expect((await login('marta@example.org')).status).toBe(200);
  });

  it('exports everything stored about the visitor as a JSON download', async () => {
    const res = await callRoute(exportVisitor, {
      url: `/de/api/visitors/${marta.id}/export/`,
      params: { locale: 'de', id: String(marta.id) },
      ...box,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="visitor-\d+\.json"/);
    expect(res.json).toMatchObject({
      account: { email: 'marta@example.org', first_name: 'Marta', last_name: 'Lehmann' },
      newsletter: { state: 'off' },
      orders: [{ code: orderCode, buyer_name: 'Marta Lehmann', email: 'marta@example.org' }],
      favorites: [{ kind: 'event', item_id: 951 }],
    });
    expect((res.json.orders as Json[])[0].tickets).toHaveLength(2);
    expect(JSON.stringify(res.json)).not.toMatch(/password|argon2/i);
  });

  it('deletes the account: orders and invoices stay, the orders without the person', async () => {
    const [invoice] = await db
      .insert(schema.invoices)
      .values({
        number: 'T-2026-000001',
        year: 2026,
        seq: 1,
        kind: 'invoice',
        orderId,
        issuedAt: new Date(),
        locale: 'de',
        buyer: { name: 'Marta Lehmann', email: 'marta@example.org' },
        seller: { name: 'Museum' },
        lines: [],
        netCents: 0,
        vatCents: 0,
        grossCents: 0,
        paymentMethod: 'invoice',
      })
      .returning({ id: schema.invoices.id });
    // Without the CSRF header, or as an editor: refused.
    expect(
      (
        await callRoute(deleteVisitor, {
          url: `/de/api/visitors/${marta.id}/`,
          method: 'DELETE',
          params: { locale: 'de', id: String(marta.id) },
          cookies: box.cookies,
        })
      ).status,
    ).toBe(403);
    const del = (auth: Auth) =>
      callRoute(deleteVisitor, {
        url: `/de/api/visitors/${marta.id}/`,
        method: 'DELETE',
        params: { locale: 'de', id: String(marta.id) },
        ...auth,
      });
    expect((await del(editor)).status).toBe(403);
    const gone = await del(box);
    expect(gone.status).toBe(200);
    expect(gone.json).toMatchObject({ deleted: true, orders_pseudonymised: 1 });
    expect(await accountId('marta@example.org')).toBeNull();
    expect((await detail(marta.id)).status).toBe(404);
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.id, orderId));
    expect(order).toMatchObject({ code: orderCode, accountId: null, buyerName: 'Gelöschtes Konto' });
    expect(order.email).toBe(`deleted-${orderId}@invalid`);
    expect(await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.orderId, orderId))).toHaveLength(2);
    expect(await db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id))).toHaveLength(1);
    expect(
      await db.select().from(schema.visitorFavorites).where(eq(schema.visitorFavorites.accountId, marta.id)),
    ).toHaveLength(0);
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'visitors'), eq(schema.auditLog.action, 'delete')));
    expect(audit).toMatchObject({ recordId: String(marta.id), username: box.username });
    expect(JSON.stringify(audit.changes)).not.toContain('marta');
    expect((await login('marta@example.org')).status).toBe(401);
  });

  it('is for staff of the box office: 401 without a session, 403 for editors', async () => {
    expect((await callRoute(listVisitors, { url: '/de/api/visitors/', params: { locale: 'de' } })).status).toBe(401);
    expect((await list('', editor)).status).toBe(403);
    expect((await detail(ottoId, editor)).status).toBe(403);
    expect((await act(ottoId, 'deactivate', editor)).status).toBe(403);
  });
});
