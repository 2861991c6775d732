import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { toCsv } from '@/lib/csv';
import { alias } from 'drizzle-orm/pg-core';
import { vatRates } from '@/lib/db/schema/billing';
import { totalsPerRate } from '../vat';
import type { InvoiceExportQuery } from '../schemas';
import type { StoredInvoiceLine } from '../types';

const { invoices, ticketOrders } = schema;
const original = alias(invoices, 'original');

/** Cents as the German spreadsheet number the accountant's software reads: "-12,50". */
const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** The period of the export: Berlin days, both included; without them, this year until today. */
function exportPeriod(query: InvoiceExportQuery, now = new Date()) {
  const today = berlinDay(now);
  const from = query.date_from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.date_to ?? today;
  return { from, to, start: startOfBerlinDay(from), end: startOfBerlinDay(addDays(to, 1)) };
}

/**
 * The accounting export: every invoice and cancellation invoice issued in the period, one row each,
 * with net and VAT per rate (0, 7, 19 %), gross and the payment method; `;`-separated with decimal
 * commas, as German spreadsheet and bookkeeping programs read it.
 */
export async function invoicesCsv(query: InvoiceExportQuery, database: Db = db()) {
  const { from, to, start, end } = exportPeriod(query);
  const rows = await database
    .select({ invoice: invoices, order: ticketOrders.code, refersTo: original.number })
    .from(invoices)
    .innerJoin(ticketOrders, eq(ticketOrders.id, invoices.orderId))
    .leftJoin(original, eq(original.id, invoices.refersToId))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const header = [
    'number',
    'date',
    'kind',
    'refers_to',
    'order',
    'buyer',
    ...vatRates.map((r) => `net_${r}`),
    ...vatRates.map((r) => `vat_${r}`),
    'gross',
    'payment_method',
  ];
  const body = rows.map(({ invoice, order, refersTo }) => {
    const perRate = new Map(totalsPerRate(invoice.lines as StoredInvoiceLine[]).map((t) => [t.vat_rate, t]));
    return [
      invoice.number,
      berlinDay(invoice.issuedAt),
      invoice.kind,
      refersTo ?? '',
      order,
      invoice.buyer.name,
      ...vatRates.map((r) => amount(perRate.get(r)?.net_cents ?? 0)),
      ...vatRates.map((r) => amount(perRate.get(r)?.vat_cents ?? 0)),
      amount(invoice.grossCents),
      invoice.paymentMethod,
    ];
  });
  return { csv: toCsv([header, ...body], { delimiter: ';' }), filename: `invoices-${from}-${to}.csv` };
}
