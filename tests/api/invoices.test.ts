import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import * as events from '@/app/[locale]/api/events/route';
import * as event from '@/app/[locale]/api/events/[id]/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { addToCart, checkout, settleOrder } from '@/features/box-office/server';
import { issueCancellationInvoice, issueInvoice, orderInvoices } from '@/features/invoices/server';
import { schema, type Db } from '@/lib/db';

let db: Db;
let staff: Awaited<ReturnType<typeof staffAuth>>;
let idJet: number;
const eventApi = resourceClient({ collection: events, item: event } as never, '/de/api/events/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  staff = await staffAuth(db, 'admin');
  const created = await eventApi.create(
    {
      title: { de: 'Lichterfest', en: 'Festival of Lights', cs: 'Festival světel' },
      date_start: new Date(Date.now() + 12 * 86400_000).toISOString(),
      offer: {
        seat_groups: [
          {
            seat_group: '1',
            capacity: 500,
            prices: [
              { sale_type_id: 1, name: 'Vollpreis', price: '12.00' },
              { sale_type_id: 2, name: 'Ermäßigt', price: '8.50' },
            ],
          },
        ],
      },
    },
    staff,
  );
  idJet = created.json.id_jet as number;
  // the reduced price is a 19 % product in this test (a guided tour with a meal, say)
  const [offer] = await db.select().from(schema.ticketOffers).where(eq(schema.ticketOffers.idJet, idJet));
  const groups = await db.select().from(schema.ticketSeatGroups).where(eq(schema.ticketSeatGroups.offerId, offer.id));
  await db
    .update(schema.ticketPrices)
    .set({ vatRate: 19 })
    .where(and(eq(schema.ticketPrices.seatGroupId, groups[0].id), eq(schema.ticketPrices.saleTypeId, 2)));
});

/** A placed invoice order with `full` full-price and `reduced` reduced tickets. */
async function placeOrder(full: number, reduced: number, locale: 'de' | 'en' | 'cs' = 'de') {
  const wanted = [
    [full, 1],
    [reduced, 2],
  ].filter(([n]) => n > 0);
  const { cart } = await addToCart(
    { addressKey: null },
    {
      quantities: wanted.map(([n]) => n),
      event_jet_id: idJet,
      sale_type_ids: wanted.map(([, t]) => t),
      seat_group: '1',
    },
  );
  return checkout(cart.id, {
    name: 'Rita Rechnung',
    email: 'rita@example.org',
    gtc: true,
    locale,
    payment_method: 'invoice',
  });
}

async function orderRow(code: string) {
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  return row;
}

describe('invoices of paid orders', () => {
  it('a paid order gets one invoice whose lines, VAT and totals add up; a cancellation refers to it', async () => {
    const { code } = await placeOrder(2, 1);
    const before = await orderRow(code);
    expect(await orderInvoices(before.id)).toEqual([]);
    await settleOrder(db, code);
    const [listed] = await orderInvoices(before.id);
    expect(listed).toMatchObject({ kind: 'invoice', gross_cents: 3250 });
    expect(listed.number).toMatch(/^\d{4}-\d{6}$/);
    expect(listed.url).toBe(`/api/invoices/${listed.number}/pdf/`);
    const [invoice] = await db.select().from(schema.invoices).where(eq(schema.invoices.number, listed.number));
    expect(invoice.lines).toHaveLength(2);
    const [full, reduced] = invoice.lines;
    expect(full).toMatchObject({ quantity: 2, unit_gross_cents: 1200, vat_rate: 7, gross_cents: 2400, vat_cents: 157 });
    expect(full.tickets).toHaveLength(2);
    expect(reduced).toMatchObject({
      quantity: 1,
      unit_gross_cents: 850,
      vat_rate: 19,
      gross_cents: 850,
      vat_cents: 136,
    });
    expect(full.description).toContain('Lichterfest');
    expect(full.supply_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.netCents + invoice.vatCents).toBe(invoice.grossCents);
    expect(invoice.vatCents).toBe(157 + 136);
    // idempotent: the same transaction run again (a webhook delivered twice) returns the same invoice
    const again = await db.transaction((tx) => issueInvoice(tx as unknown as Db, before.id, new Date()));
    expect(again).toEqual({ id: invoice.id, number: invoice.number });

    // staff see the invoice on the order
    const detail = await callRoute(getOrderRoute, {
      url: `/api/orders/${before.id}/`,
      params: { id: String(before.id) },
      ...staff,
    });
    expect(detail.json.invoices).toEqual([expect.objectContaining({ number: invoice.number, kind: 'invoice' })]);

    // one reduced ticket is cancelled: a cancellation invoice with its own number, negative, referring to it
    const codes = await db.select().from(schema.ticketCodes).where(eq(schema.ticketCodes.orderId, before.id));
    const reducedCode = codes.find((c) => reduced.tickets!.includes(c.code))!;
    const cancelled = await db.transaction((tx) =>
      issueCancellationInvoice(tx as unknown as Db, {
        orderId: before.id,
        ticketCodeIds: [reducedCode.id],
        refundId: null,
        now: new Date(),
      }),
    );
    expect(cancelled).not.toBeNull();
    const [storno] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, cancelled!.id));
    expect(storno).toMatchObject({ kind: 'cancellation', refersToId: invoice.id, grossCents: -850, vatCents: -136 });
    expect(storno.seq).toBeGreaterThan(invoice.seq);
    // the rest of the order: the two full-price tickets, not the one cancelled before
    const rest = await db.transaction((tx) =>
      issueCancellationInvoice(tx as unknown as Db, {
        orderId: before.id,
        ticketCodeIds: [],
        refundId: null,
        now: new Date(),
      }),
    );
    const [restRow] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, rest!.id));
    expect(restRow.grossCents).toBe(-2400);
    expect(restRow.lines).toHaveLength(1);
    // nothing is left to cancel
    expect(
      await db.transaction((tx) =>
        issueCancellationInvoice(tx as unknown as Db, {
          orderId: before.id,
          ticketCodeIds: [],
          refundId: null,
          now: new Date(),
        }),
      ),
    ).toBeNull();
    expect((await orderInvoices(before.id)).map((i) => i.kind)).toEqual(['invoice', 'cancellation', 'cancellation']);
  });

  it('an unpaid order has no invoice and cannot get a cancellation invoice', async () => {
    const { code } = await placeOrder(1, 0);
    const row = await orderRow(code);
    expect(
      await db.transaction((tx) =>
        issueCancellationInvoice(tx as unknown as Db, {
          orderId: row.id,
          ticketCodeIds: [],
          refundId: null,
          now: new Date(),
        }),
      ),
    ).toBeNull();
    expect(await orderInvoices(row.id)).toEqual([]);
  });

  it('consecutive payments get consecutive numbers', async () => {
    const a = await placeOrder(1, 0);
    const b = await placeOrder(0, 1);
    await settleOrder(db, a.code);
    await settleOrder(db, b.code);
    const [ia] = await orderInvoices((await orderRow(a.code)).id);
    const [ib] = await orderInvoices((await orderRow(b.code)).id);
    const seq = (n: string) => Number(n.slice(-6));
    expect(seq(ib.number) - seq(ia.number)).toBe(1);
  });
});
