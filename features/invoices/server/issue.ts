import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { isLocale, pick, type Locale } from '@/i18n/config';
import { berlinDay } from '@/lib/berlin-time';
import { readBillingSettings } from '@/features/settings/server';
import { cents, sumAmounts } from '../vat';
import type { InvoiceBuyer, InvoiceSeller, IssuedInvoice, StoredInvoiceLine } from '../types';
import { takeInvoiceNumber } from './numbering';
import { itemLine, itemsOf, ticketLine, ticketLinesOf } from './order-lines';

const { ticketOrders, invoices, visitorAccounts, voucherRedemptions, vouchers } = schema;

export type OrderRow = typeof ticketOrders.$inferSelect;

export function localeOf(order: OrderRow): Locale {
  return isLocale(order.locale) ? order.locale : 'de';
}

/** The order's invoice (kind 'invoice'), if it has one. */
export async function invoiceOfOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .limit(1);
  return row ?? null;
}

/** Seller block as of now, in the invoice's language. */
async function sellerSnapshot(tx: Db, lang: Locale): Promise<{ seller: InvoiceSeller; prefix: string }> {
  const s = await readBillingSettings(tx);
  return {
    prefix: s.invoice_prefix,
    seller: {
      name: s.venue_name,
      address: s.venue_address,
      vat_id: s.vat_id,
      tax_number: s.tax_number,
      bank_holder: s.bank_holder,
      iban: s.iban,
      bic: s.bic,
      vat_exempt_note: pick(s.vat_exempt_note, lang) ?? '',
    },
  };
}

/** Numbers and writes an invoice inside the caller's transaction. */
export async function writeInvoice(
  tx: Db,
  input: {
    kind: 'invoice' | 'cancellation';
    order: OrderRow;
    lines: StoredInvoiceLine[];
    buyer: InvoiceBuyer;
    refersToId?: number | null;
    refundId?: number | null;
    now: Date;
  },
): Promise<IssuedInvoice> {
  const lang = localeOf(input.order);
  const { seller, prefix } = await sellerSnapshot(tx, lang);
  const { year, seq, number } = await takeInvoiceNumber(tx, prefix, input.now);
  const totals = sumAmounts(input.lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      seq,
      kind: input.kind,
      orderId: input.order.id,
      refersToId: input.refersToId ?? null,
      refundId: input.refundId ?? null,
      issuedAt: input.now,
      locale: lang,
      buyer: input.buyer,
      seller,
      lines: input.lines,
      netCents: totals.net_cents,
      vatCents: totals.vat_cents,
      grossCents: totals.gross_cents,
      paymentMethod: input.order.paymentProvider,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return row;
}

async function buyerOf(tx: Db, order: OrderRow): Promise<InvoiceBuyer> {
  const buyer: InvoiceBuyer = { name: order.buyerName, email: order.email };
  if (order.accountId !== null) {
    const [account] = await tx
      .select({ street: visitorAccounts.street, postalCode: visitorAccounts.postalCode, city: visitorAccounts.city })
      .from(visitorAccounts)
      .where(eq(visitorAccounts.id, order.accountId));
    const place = [account?.postalCode, account?.city].filter(Boolean).join(' ');
    const address = [account?.street, place].filter(Boolean).join('\n');
    if (address) buyer.address = address;
  }
  const paid = await tx
    .select({ code: vouchers.code, amount: voucherRedemptions.amount })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.orderId, order.id))
    .orderBy(asc(voucherRedemptions.id));
  if (paid.length) buyer.vouchers = paid.map((p) => ({ code: p.code, amount_cents: cents(p.amount) }));
  return buyer;
}

/**
 * Issues the order's invoice inside the caller's transaction (the one that books the payment), so
 * the number exists only if the payment commits. Idempotent: an order that has its invoice gets it
 * back. A free order (gross 0) gets none. Voucher credit is a payment, recorded with the buyer.
 */
export async function issueInvoice(tx: Db, orderId: number, now: Date): Promise<IssuedInvoice | null> {
  const existing = await invoiceOfOrder(tx, orderId);
  if (existing) return { id: existing.id, number: existing.number };
  const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  if (!order || cents(order.total) <= 0) return null;
  const lang = localeOf(order);
  const [tickets, items] = await Promise.all([ticketLinesOf(tx, order.id, lang), itemsOf(tx, order.id)]);
  const orderDay = berlinDay(order.createdAt);
  const lines = [
    ...tickets.map((t) =>
      ticketLine(
        t,
        t.codes.map((c) => c.code),
        t.quantity,
        1,
      ),
    ),
    ...items.map((item) => itemLine(item, item.quantity, 1, orderDay, lang)),
  ];
  if (sumAmounts(lines).gross_cents <= 0) return null;
  return writeInvoice(tx, { kind: 'invoice', order, lines, buyer: await buyerOf(tx, order), now });
}
