import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as cancelTicketsRoute } from '@/app/api/shop-orders/[code]/cancel-tickets/route';
import { POST as cancelOrderRoute } from '@/app/api/shop-orders/[code]/cancel/route';
import { settleOrder } from '@/features/box-office/server';
import { visitorCancelView } from '@/features/refunds/server';
import { testDatabase } from '../helpers/db';
import { buy, formBody, ORIGIN } from '../helpers/shop';
import { callRoute } from '../helpers/route';
import { outboxMails } from '../helpers/outbox';
import { seedTestOffer } from '../helpers/ticketing';

let db: Db;

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 5301, { seats: 20 });
  await seedTestOffer(db, 5302, { seats: 20 });
});

/** A guest's order of `n` tickets (12.00 each), paid by invoice. */
async function paid(idJet: number, n: number) {
  const order = await buy(idJet, n);
  await settleOrder(db, order.code);
  return order;
}

const post = (code: string, fields: Record<string, string>) =>
  callRoute(cancelTicketsRoute, {
    url: `/api/shop-orders/${code}/cancel-tickets/?lang=de`,
    method: 'POST',
    params: { code },
    ...formBody(fields),
  });

const settings = (values: { buyerCancelHours: number | null; cancelFeePercent: number }) =>
  db
    .insert(schema.billingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: schema.billingSettings.id, set: values });

describe('visitors cancel their own tickets', () => {
  it('may not by default (no deadline set): nothing offered, a post is refused', async () => {
    const { code, token } = await paid(5301, 1);
    const view = await visitorCancelView(code, 'de');
    expect(view).toMatchObject({ offer: null, cancelled: [] });
    const [ticket] = await db
      .select()
      .from(schema.ticketCodes)
      .innerJoin(schema.ticketOrders, eq(schema.ticketOrders.id, schema.ticketCodes.orderId))
      .where(eq(schema.ticketOrders.code, code));
    const res = await post(code, { token, [`t_${ticket.ticket_codes.code}`]: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/cancel_error=deadline/);
  });

  it('within the venue’s deadline: chosen tickets, the fee kept is shown first and kept, mail and back to the page', async () => {
    await settings({ buyerCancelHours: 48, cancelFeePercent: 10 });
    const { code, token } = await paid(5301, 2);
    const view = await visitorCancelView(code, 'en');
    expect(view?.offer).toMatchObject({
      fee_percent: 10,
      tickets: [
        { price_cents: 1200, fee_cents: 120, title: 'Baking day' },
        { price_cents: 1200, fee_cents: 120 },
      ],
    });
    const first = view!.offer!.tickets[0].number;
    // A wrong token is refused outright.
    expect((await post(code, { token: 'nope', [`t_${first}`]: '1' })).status).toBe(403);
    const res = await post(code, { token, [`t_${first}`]: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`/de/webshop/orders/${code}\\?token=.*&cancelled=1$`));
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    const rows = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    expect(rows).toMatchObject([{ amountCents: 1080, feeCents: 120, method: 'manual', createdBy: 'buyer' }]);
    expect((await visitorCancelView(code, 'de'))?.cancelled).toEqual([first]);
    expect((await outboxMails(code)).some((m) => m.includes(first) && m.includes('1,20'))).toBe(true);
    // The cancellation invoice is there for the order page's invoice links.
    const invoices = await db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id));
    expect(invoices.map((i) => i.kind).sort()).toEqual(['cancellation', 'invoice']);
    // JSON works too: the second ticket, back to the account page with back=account.
    const rest = await callRoute(cancelTicketsRoute, {
      url: `/api/shop-orders/${code}/cancel-tickets/`,
      method: 'POST',
      params: { code },
      body: { token, ticket_ids: [view!.offer!.tickets[1].number] },
      headers: { origin: ORIGIN },
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json).toMatchObject({ order_status: 'cancelled' });
  });

  it('the date’s own deadline wins over the venue’s: past it, the visitor is refused', async () => {
    await settings({ buyerCancelHours: 48, cancelFeePercent: 0 });
    // The date starts in 7 days; its own rule ends cancelling 8 days before.
    await db
      .update(schema.ticketOffers)
      .set({ cancelDeadlineHours: 8 * 24 })
      .where(eq(schema.ticketOffers.idJet, 5302));
    const { code, token } = await paid(5302, 1);
    expect((await visitorCancelView(code, 'de'))?.offer).toBeNull();
    const [row] = await db
      .select({ code: schema.ticketCodes.code })
      .from(schema.ticketCodes)
      .innerJoin(schema.ticketOrders, eq(schema.ticketOrders.id, schema.ticketCodes.orderId))
      .where(eq(schema.ticketOrders.code, code));
    const res = await post(code, { token, [`t_${row.code}`]: '1' });
    expect(res.headers.get('location')).toMatch(/cancel_error=deadline/);
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    expect(order.status).toBe('paid');
  });

  it('the unpaid order’s cancel keeps working', async () => {
    const { code, token } = await buy(5301, 1);
    const res = await callRoute(cancelOrderRoute, {
      url: `/api/shop-orders/${code}/cancel/`,
      method: 'POST',
      params: { code },
      ...formBody({ token }),
    });
    expect(res.status).toBe(303);
    const [order] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
    expect(order.status).toBe('cancelled');
  });
});
