import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import type { OrderInvoice } from '../types';

const { invoices } = schema;

/** The staff download route of an invoice's PDF. */
export function staffInvoiceUrl(number: string): string {
  return `/api/invoices/${encodeURIComponent(number)}/pdf/`;
}

/** An order's invoices and cancellation invoices, oldest first. */
export async function orderInvoices(orderId: number, database: Db = db()): Promise<OrderInvoice[]> {
  const rows = await database
    .select({
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      gross: invoices.grossCents,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    url: staffInvoiceUrl(r.number),
    issued_at: r.issuedAt.toISOString(),
    gross_cents: r.gross,
  }));
}
