import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { staffAuth } from '../helpers/resource';
import { seedTestOffer } from '../helpers/ticketing';
import { PUT as putDraft } from '@/app/[locale]/pageeditor-api/drafts/[id]/route';
import { PATCH as pageSettings } from '@/app/[locale]/pageeditor-api/page-settings/[id]/route';
import { GET as editorUser } from '@/app/[locale]/pageeditor-api/user/route';
import { POST as checkInRoute } from '@/app/api/check-in/route';
import { GET as todayRoute } from '@/app/api/check-in/today/route';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as orderAction } from '@/app/api/orders/[id]/[action]/route';
import { GET as exportOrders } from '@/app/api/orders/export/route';
import { POST as refundRoute } from '@/app/api/orders/[id]/refund/route';
import { GET as salesReport } from '@/app/api/reports/sales/route';
import { GET as waitingList } from '@/app/api/waiting-list/route';
import { GET as seatDesk } from '@/app/api/seating/[idJet]/route';
import * as users from '@/app/api/users/route';
import { GET as listVisitors } from '@/app/[locale]/api/visitors/route';
import { GET as getVisitor } from '@/app/[locale]/api/visitors/[id]/route';
import * as events from '@/app/[locale]/api/events/route';
import { GET as formEntries } from '@/app/[locale]/api/forms/[id]/entries/route';
import { readPageByPath } from '@/features/pages/server';
import { addToCart, checkout, confirmOrder, getOrder as orderView, orderToken } from '@/features/box-office/server';
import type { DraftSection } from '@/features/pages';
import type { StaffRole } from '@/features/auth';
import { schema, type Db } from '@/lib/db';
import { berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';

type Auth = Awaited<ReturnType<typeof staffAuth>>;
let db: Db;
let pageId: number;
let live: DraftSection[];
let orderId: number;
let idJet: number;
const as: Partial<Record<StaffRole, Auth>> = {};

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  for (const role of ['door', 'box_office', 'editor', 'admin'] as const) as[role] = await staffAuth(db, role);
  const page = (await readPageByPath('de', '/besuch/anreise'))!;
  pageId = page.id;
  live = page.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns })) as DraftSection[];
  // A date with places, and one pending invoice order for it.
  idJet = 901;
  await seedTestOffer(db, idJet, { seats: 20, start: new Date(Date.now() + 5 * 86_400_000) });
  const order = await buyOne();
  orderId = order.id;
}, 180_000);

async function buyOne() {
  const { cart } = await addToCart(
    { addressKey: null },
    { quantities: [1], event_jet_id: idJet, sale_type_ids: [2], seat_group: '101' },
  );
  const { code } = await checkout(cart.id, {
    name: 'Rolf Rolle',
    email: 'rolf@example.org',
    gtc: true,
    locale: 'de',
    payment_method: 'invoice',
  });
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  return { id: row.id, code };
}

const savePage = (auth: Auth, revision = 0) =>
  callRoute(putDraft, {
    url: `/de/pageeditor-api/drafts/${pageId}/`,
    method: 'PUT',
    params: { locale: 'de', id: String(pageId) },
    body: { revision, sections: live },
    ...auth,
  });
const orderPost = (auth: Auth, action: string, id = orderId) =>
  callRoute(orderAction, {
    url: `/api/orders/${id}/${action}/`,
    method: 'POST',
    params: { id: String(id), action },
    ...auth,
  });
const visitors = (auth?: Auth) =>
  callRoute(listVisitors, { url: '/de/api/visitors/', params: { locale: 'de' }, ...auth });

/**
 * Every staff write a door account must not reach, as (role, call) pairs. POST /api/orders/{id}/refund/
 * is left out here until its route exists on this branch: the [action] route answers 400 for an unknown
 * action before any guard, and a 403 must come first.
 */
const staffWrites: [string, (auth: Auth) => ReturnType<typeof callRoute>][] = [
  ['page save', (auth) => savePage(auth)],
  [
    'page settings',
    (auth) =>
      callRoute(pageSettings, {
        url: `/de/pageeditor-api/page-settings/${pageId}/`,
        method: 'PATCH',
        params: { locale: 'de', id: String(pageId) },
        body: {},
        ...auth,
      }),
  ],
  ['order cancel', (auth) => orderPost(auth, 'cancel')],
  ['order mark-paid', (auth) => orderPost(auth, 'mark-paid')],
  ['order resend', (auth) => orderPost(auth, 'resend')],
  [
    'refund',
    (auth) =>
      callRoute(refundRoute, {
        url: `/api/orders/${orderId}/refund/`,
        method: 'POST',
        params: { id: String(orderId) },
        body: {},
        ...auth,
      }),
  ],
  [
    'event create',
    (auth) =>
      callRoute(events.POST, {
        url: '/de/api/events/',
        method: 'POST',
        params: { locale: 'de' },
        body: { title: { de: 'Nein' } },
        ...auth,
      }),
  ],
  [
    'staff user create',
    (auth) =>
      callRoute(users.POST, {
        url: '/api/users/',
        method: 'POST',
        body: { email: 'x@example.org', username: 'x-user', password: 'a-long-password', role: 'admin' },
        ...auth,
      }),
  ],
];

describe('staff roles on the server', () => {
  it('door: 403 on page saves, order writes, other staff writes and the visitor list; 200 on check-in', async () => {
    const door = as.door!;
    for (const [name, call] of staffWrites) {
      const res = await call(door);
      expect({ name, status: res.status }).toEqual({ name, status: 403 });
      expect(res.json.detail).toMatch(/door account/);
    }
    expect((await visitors(door)).status).toBe(403);
    expect((await callRoute(salesReport, { url: '/api/reports/sales/', ...door })).status).toBe(403);
    expect((await callRoute(waitingList, { url: '/api/waiting-list/', ...door })).status).toBe(403);
    expect((await callRoute(listOrders, { url: '/api/orders/', ...door })).status).toBe(403);
    // Nothing happened to the order.
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.id, orderId));
    expect(order.status).toBe('pending');

    // The door admits a paid ticket.
    const paid = await buyOne();
    await confirmOrder(paid.code, await orderToken(paid.code, 'confirm'));
    expect((await orderPost(as.box_office!, 'mark-paid', paid.id)).status).toBe(200);
    const ticket = (await orderView(paid.code))!.tickets[0];
    const scan = await callRoute(checkInRoute, {
      url: '/api/check-in/',
      method: 'POST',
      body: { code: ticket.code },
      ...door,
    });
    expect(scan.status).toBe(200);
    expect(scan.json).toMatchObject({ result: expect.any(String) });
    // The page editor does not open for the door.
    expect(
      (await callRoute(editorUser, { url: '/de/pageeditor-api/user', params: { locale: 'de' }, ...door })).status,
    ).toBe(403);
  });

  it('box office: orders, seat desk, visitors and check-in; 403 on page saves, staff users and events writes', async () => {
    const box = as.box_office!;
    expect((await savePage(box)).status).toBe(403);
    expect((await callRoute(users.GET, { url: '/api/users/?view=edit', ...box })).status).toBe(403);
    expect((await callRoute(listOrders, { url: '/api/orders/', ...box })).status).toBe(200);
    expect(
      (await callRoute(getOrder, { url: `/api/orders/${orderId}/`, params: { id: String(orderId) }, ...box })).status,
    ).toBe(200);
    expect((await callRoute(exportOrders, { url: '/api/orders/export/', ...box })).status).toBe(200);
    expect(
      (await callRoute(seatDesk, { url: `/api/seating/${idJet}/`, params: { idJet: String(idJet) }, ...box })).status,
    ).not.toBe(403);
    expect((await visitors(box)).status).toBe(200);
    // Reads the programme's dates (the edit view) without writing them.
    expect(
      (await callRoute(events.GET, { url: '/de/api/events/?view=edit', params: { locale: 'de' }, ...box })).status,
    ).toBe(200);
    const write = staffWrites.find(([name]) => name === 'event create')![1];
    expect((await write(box)).status).toBe(403);
    expect(await editorUserStatus(box)).toBe(403);
  });

  it('editor: content yes; 403 on orders, visitors, check-in and form entries stay open to editors', async () => {
    const editor = as.editor!;
    expect((await callRoute(listOrders, { url: '/api/orders/', ...editor })).status).toBe(403);
    expect((await orderPost(editor, 'cancel')).status).toBe(403);
    expect((await visitors(editor)).status).toBe(403);
    expect(
      (await callRoute(getVisitor, { url: '/de/api/visitors/1/', params: { locale: 'de', id: '1' }, ...editor }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(checkInRoute, { url: '/api/check-in/', method: 'POST', body: { code: 'x' }, ...editor })).status,
    ).toBe(403);
    expect(
      (await callRoute(formEntries, { url: '/de/api/forms/1/entries/', params: { locale: 'de', id: '1' }, ...editor }))
        .status,
    ).not.toBe(403);
    expect((await savePage(editor)).status).toBe(200);
    expect(await editorUserStatus(editor)).toBe(200);
  });

  it('admin: everything', async () => {
    const admin = as.admin!;
    expect((await savePage(admin, 1)).status).toBe(200);
    expect((await callRoute(listOrders, { url: '/api/orders/', ...admin })).status).toBe(200);
    expect((await visitors(admin)).status).toBe(200);
    expect((await callRoute(users.GET, { url: '/api/users/?view=edit', ...admin })).status).toBe(200);
    expect((await orderPost(admin, 'cancel')).status).toBe(200);
  });

  it("today's dates: the door and the box office see tickets issued and admitted; editors do not", async () => {
    // The box office's clock at 08:00 today (Berlin): the noon date can still be bought at any hour the test runs.
    const today0 = startOfBerlinDay(berlinDay(new Date())).getTime();
    setTicketingHooks({ now: () => new Date(today0 + 8 * 3600_000) });
    onTestFinished(() => resetTicketingHooks());
    const noon = new Date(today0 + 12 * 3600_000);
    await seedTestOffer(db, 902, { seats: 30, start: noon });
    const { cart } = await addToCart(
      { addressKey: null },
      { quantities: [2], event_jet_id: 902, sale_type_ids: [2], seat_group: '101' },
    );
    const { code } = await checkout(cart.id, {
      name: 'Heute Gast',
      email: 'heute@example.org',
      gtc: true,
      locale: 'de',
      payment_method: 'invoice',
    });
    await confirmOrder(code, await orderToken(code, 'confirm'));
    const today = (auth: Auth) => callRoute(todayRoute, { url: '/api/check-in/today/?lang=de', ...auth });
    const seen = await today(as.door!);
    expect(seen.status).toBe(200);
    const dates = seen.json.results as { id_jet: number; sold: number; checked_in: number; capacity: number }[];
    // Capacity counts the untimed group (30) and the timed tour's three slots (3 × 5).
    expect(dates.find((d) => d.id_jet === 902)).toMatchObject({ sold: 2, checked_in: 0, capacity: 45 });
    // The date five days ahead is not today's.
    expect(dates.some((d) => d.id_jet === idJet)).toBe(false);
    expect((await today(as.box_office!)).status).toBe(200);
    expect((await today(as.editor!)).status).toBe(403);
  });

  it('without a session: 401 everywhere', async () => {
    expect((await visitors()).status).toBe(401);
    expect((await savePage({ cookies: {}, headers: {} })).status).toBe(401);
  });
});

const editorUserStatus = async (auth: Auth) =>
  (await callRoute(editorUser, { url: '/de/pageeditor-api/user', params: { locale: 'de' }, ...auth })).status;
