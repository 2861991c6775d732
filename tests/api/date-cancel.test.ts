import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as checkoutRoute } from '@/app/api/shop-checkout/route';
import * as cancelDateRoute from '@/app/api/ticket-offers/[idJet]/cancel/route';
import { POST as moveRoute } from '@/app/api/ticket-offers/[idJet]/move/route';
import { POST as dateRefundRoute } from '@/app/api/shop-orders/[code]/date-refund/[idJet]/route';
import { settleOrder } from '@/features/box-office/server';
import { testDatabase } from '../helpers/db';
import { addTickets, buy, formBody, ORIGIN } from '../helpers/shop';
import { callRoute } from '../helpers/route';
import { outboxMails } from '../helpers/outbox';
import { seedTestOffer } from '../helpers/ticketing';
import { orderDetail, orderIdOf, staffWithRole, type StaffAuth } from '../helpers/refunds';

type Json = Record<string, unknown>;
let db: Db;
let staff: StaffAuth;

beforeAll(async () => {
  ({ db } = await testDatabase());
  staff = await staffWithRole(db, 'box_office');
  await seedTestOffer(db, 5401, { seats: 50 });
  await seedTestOffer(db, 5402, { seats: 50 });
  await seedTestOffer(db, 5403, { seats: 50 });
});

/** A paid order in English with tickets of two dates (one each). */
async function twoDates(first = 5401, second = 5402) {
  const { cart } = await addTickets(first, 1);
  await addTickets(second, 1, cart);
  const out = await callRoute(checkoutRoute, {
    url: '/api/shop-checkout/',
    method: 'POST',
    body: { name: 'Eve English', email: 'eve@example.org', gtc: true, locale: 'en', payment_method: 'invoice' },
    headers: { origin: ORIGIN },
    cookies: { museum_cart: cart },
  });
  expect(out.status, out.text).toBe(201);
  const code = out.json.code as string;
  await settleOrder(db, code);
  return code;
}

const dateAction = (
  route: typeof cancelDateRoute.POST,
  idJet: number,
  auth: StaffAuth,
  body?: unknown,
  name = 'cancel',
) =>
  callRoute(route, {
    url: `/api/ticket-offers/${idJet}/${name}/`,
    method: 'POST',
    params: { idJet: String(idJet) },
    ...(body !== undefined ? { body } : {}),
    cookies: auth.cookies,
    headers: auth.headers,
  });

describe('the venue cancels a date', () => {
  it('cancels and refunds every order’s tickets of the date, stops the sale, mails each buyer in their language', async () => {
    const german = await buy(5401, 2, { locale: 'de' });
    await settleOrder(db, german.code);
    const english = await twoDates();
    const unpaid = await buy(5401, 1, { locale: 'de' });
    const door = await staffWithRole(db, 'door');
    expect((await dateAction(cancelDateRoute.POST, 5401, door, {})).status).toBe(403);

    const preview = await callRoute(cancelDateRoute.GET, {
      url: '/api/ticket-offers/5401/cancel/',
      params: { idJet: '5401' },
      cookies: staff.cookies,
      headers: staff.headers,
    });
    expect(preview.json).toMatchObject({ orders: 3, tickets: 4, cancelled_at: null });

    const res = await dateAction(cancelDateRoute.POST, 5401, staff, { reason: 'Sturmwarnung' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ orders: 3, tickets: 4, left: 0 });

    const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, 5401));
    expect(offer.cancelledAt).not.toBeNull();
    const groups = await db.select().from(schema.ticketSeatGroups).where(eq(schema.ticketSeatGroups.offerId, offer.id));
    expect(groups.every((g) => g.status === '0')).toBe(true);

    const germanOrder = (await orderDetail(await orderIdOf(db, german.code), staff)).json;
    expect(germanOrder).toMatchObject({ status: 'cancelled', refund_status: 'refunded' });
    expect(germanOrder.refunds).toMatchObject([{ amount: '24.00', method: 'manual', reason: 'Sturmwarnung' }]);
    // The other date's ticket of the English order stays valid.
    const englishOrder = (await orderDetail(await orderIdOf(db, english), staff)).json;
    expect(englishOrder.status).toBe('paid');
    expect((englishOrder.ticket_list as Json[]).map((t) => [t.id_jet, t.status])).toEqual([
      [5401, 'cancelled'],
      [5402, 'valid'],
    ]);
    expect((await orderDetail(await orderIdOf(db, unpaid.code), staff)).json).toMatchObject({
      status: 'cancelled',
      refunds: [],
    });

    const de = await outboxMails(german.code);
    expect(de.some((m) => /Abgesagt: Backtag im Dorf/.test(m) && m.includes('Sturmwarnung'))).toBe(true);
    const en = await outboxMails(english);
    expect(en.some((m) => /Cancelled: Backtag im Dorf/.test(m) && /will be paid back/.test(m))).toBe(true);

    // Again: nothing left to do, nothing refunded twice.
    const again = await dateAction(cancelDateRoute.POST, 5401, staff, {});
    expect(again.json).toMatchObject({ orders: 0, tickets: 0 });
    const refunds = await db.select().from(schema.refunds);
    expect(refunds).toHaveLength(2);
  });
});

describe('the venue moves a date', () => {
  it('mails the buyers: keep the tickets, or a personal link that refunds them whatever the deadline', async () => {
    const code = await twoDates(5403, 5402);
    // The programme's date of this offer, 18:00–19:30 in three weeks.
    const was = new Date(Date.now() + 21 * 86400_000);
    await db.insert(schema.events).values({
      title: { de: 'Laternenführung' },
      slug: { de: 'laternenfuehrung' },
      dateStart: was,
      dateEnd: new Date(was.getTime() + 90 * 60_000),
      idJet: 5402,
    });
    const start = new Date(Date.now() + 20 * 86400_000);
    const res = await dateAction(
      moveRoute as typeof cancelDateRoute.POST,
      5402,
      staff,
      { date_start: start.toISOString() },
      'move',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.mails).toBeGreaterThanOrEqual(1);
    const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, 5402));
    expect(offer.dateStart?.toISOString()).toBe(start.toISOString());
    // The programme's date moves with it and keeps its length (its end stayed behind, before its start).
    const [event] = await db.select().from(schema.events).where(eq(schema.events.idJet, 5402));
    expect(event.dateStart.toISOString()).toBe(start.toISOString());
    expect(event.dateEnd?.toISOString()).toBe(new Date(start.getTime() + 90 * 60_000).toISOString());
    const mail = (await outboxMails(code)).find((m) => /New date:/.test(m))!;
    expect(mail).toMatch(/Keep your tickets/);
    const link = /(\/en\/webshop\/orders\/\S+\/date-refund\/5402\?token=[\w-]+)/.exec(mail)![1];
    const token = new URL(link, ORIGIN).searchParams.get('token')!;
    const post = (t: string) =>
      callRoute(dateRefundRoute, {
        url: `/api/shop-orders/${code}/date-refund/5402/`,
        method: 'POST',
        params: { code, idJet: '5402' },
        ...formBody({ token: t }),
      });
    expect((await post('x'.repeat(32))).status).toBe(403);
    const done = await post(token);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/cancelled=1/);
    const order = (await orderDetail(await orderIdOf(db, code), staff)).json;
    const moved = (order.ticket_list as Json[]).find((t) => t.id_jet === 5402)!;
    expect(moved.status).toBe('cancelled');
    expect(order.refunds).toMatchObject([{ amount: '12.00', created_by: 'buyer' }]);
  });
});
