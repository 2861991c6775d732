import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';

const { invoices, ticketOrders } = schema;

/** An invoice with what its document shows besides itself: the order code and the invoice it cancels. */
export type InvoiceDocument = {
  invoice: typeof invoices.$inferSelect;
  orderCode: string;
  refersTo: { number: string; issuedAt: Date } | null;
};

export async function invoiceDocument(number: string, database: Db = db()): Promise<InvoiceDocument | null> {
  const [row] = await database
    .select({ invoice: invoices, orderCode: ticketOrders.code })
    .from(invoices)
    .innerJoin(ticketOrders, eq(ticketOrders.id, invoices.orderId))
    .where(eq(invoices.number, number));
  if (!row) return null;
  let refersTo: InvoiceDocument['refersTo'] = null;
  if (row.invoice.refersToId !== null) {
    const [original] = await database
      .select({ number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.id, row.invoice.refersToId));
    refersTo = original ?? null;
  }
  return { ...row, refersTo };
}
