import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { and, eq } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import * as events from '@/app/[locale]/api/events/route';
import * as event from '@/app/[locale]/api/events/[id]/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { GET as staffPdf } from '@/app/api/invoices/[number]/pdf/route';
import { GET as buyerPdf } from '@/app/api/shop-orders/[code]/invoices/[number]/route';
import { pdfPageTexts } from '../helpers/pdf-text';
import { addToCart, checkout, orderToken, settleOrder } from '@/features/box-office/server';
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

/** A PDF route called as Next would, answering the status and the body's bytes (callRoute reads text). */
async function getPdf(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  url: string,
  params: Record<string, string>,
  auth?: { cookies: Record<string, string> },
) {
  const cookie = Object.entries(auth?.cookies ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await handler(
    new NextRequest(new URL(url, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} }),
    {
      params: Promise.resolve(params),
    },
  );
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
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

  it("prints the invoice as PDF in the buyer's language with its number, VAT lines and totals", async () => {
    const expected = {
      de: {
        title: 'Rechnung',
        vat: ['Umsatzsteuer 7 %', 'Umsatzsteuer 19 %'],
        total: 'Gesamtbetrag (brutto)',
        gross: '32,50',
        vat7: '1,57',
        vat19: '1,36',
      },
      en: {
        title: 'Invoice',
        vat: ['VAT 7 %', 'VAT 19 %'],
        total: 'Total (gross)',
        gross: '32.50',
        vat7: '1.57',
        vat19: '1.36',
      },
      cs: {
        title: 'Faktura',
        vat: ['DPH 7 %', 'DPH 19 %'],
        total: 'Celkem k úhradě (vč. DPH)',
        gross: '32,50',
        vat7: '1,57',
        vat19: '1,36',
      },
    } as const;
    for (const locale of ['de', 'en', 'cs'] as const) {
      const { code } = await placeOrder(2, 1, locale);
      await settleOrder(db, code);
      const [invoice] = await orderInvoices((await orderRow(code)).id);
      const res = await getPdf(staffPdf, invoice.url, { number: invoice.number }, staff);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      const text = (await pdfPageTexts(res.bytes)).flat().join('\n');
      const want = expected[locale];
      expect(text).toContain(`${want.title} ${invoice.number}`);
      for (const line of want.vat) expect(text).toContain(line);
      expect(text).toContain(want.total);
      expect(text).toContain(want.gross);
      expect(text).toContain(want.vat7);
      expect(text).toContain(want.vat19);
      expect(text).toContain(
        locale === 'de' ? 'Lichterfest' : locale === 'en' ? 'Festival of Lights' : 'Festival světel',
      );
    }
  });

  it("staff need the box-office role for an invoice; a buyer needs the order link's token", async () => {
    const { code } = await placeOrder(1, 0);
    await settleOrder(db, code);
    const [invoice] = await orderInvoices((await orderRow(code)).id);
    const anonymous = await callRoute(staffPdf, { url: invoice.url, params: { number: invoice.number } });
    expect(anonymous.status).toBe(401);
    const editor = await staffAuth(db, 'editor');
    const refused = await callRoute(staffPdf, { url: invoice.url, params: { number: invoice.number }, ...editor });
    expect(refused.status).toBe(403);
    const unknown = await callRoute(staffPdf, {
      url: '/api/invoices/1999-000001/pdf/',
      params: { number: '1999-000001' },
      ...staff,
    });
    expect(unknown.status).toBe(404);
    const bad = await callRoute(staffPdf, { url: '/api/invoices/x/pdf/', params: { number: '../etc' }, ...staff });
    expect(bad.status).toBe(400);

    const buyerUrl = (token: string) => `/api/shop-orders/${code}/invoices/${invoice.number}/?token=${token}`;
    const noToken = await callRoute(buyerPdf, { url: buyerUrl(''), params: { code, number: invoice.number } });
    expect(noToken.status).toBe(404);
    const wrong = await callRoute(buyerPdf, { url: buyerUrl('nope'), params: { code, number: invoice.number } });
    expect(wrong.status).toBe(404);
    const token = await orderToken(code, 'view');
    const ok = await getPdf(buyerPdf, buyerUrl(token), { code, number: invoice.number });
    expect(ok.status).toBe(200);
    expect(ok.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // another order's invoice with this order's token: not found
    const other = await placeOrder(1, 0);
    await settleOrder(db, other.code);
    const [foreign] = await orderInvoices((await orderRow(other.code)).id);
    const stolen = await callRoute(buyerPdf, {
      url: `/api/shop-orders/${code}/invoices/${foreign.number}/?token=${token}`,
      params: { code, number: foreign.number },
    });
    expect(stolen.status).toBe(404);
  });
});
