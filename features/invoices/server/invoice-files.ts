import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { invoiceDocument } from './invoice-document';
import { invoicePdf } from './invoice-pdf';

const { invoices, ticketOrders } = schema;

/** Invoice numbers as they appear in a URL: the prefix's letters, digits, - and /, then year-sequence. */
export const INVOICE_NUMBER = /^[A-Za-z0-9/-]{0,12}\d{4}-\d{6}$/;

export type InvoiceFile = { filename: string; content: Buffer; contentType: 'application/pdf' };

const fileName = (number: string) => `invoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

/** An invoice's PDF by its number (staff), or null when there is no such invoice. */
export async function invoicePdfFile(number: string, database: Db = db()): Promise<InvoiceFile | null> {
  const doc = await invoiceDocument(number, database);
  if (!doc) return null;
  return { filename: fileName(number), content: Buffer.from(await invoicePdf(doc)), contentType: 'application/pdf' };
}

/** An invoice's PDF for the buyer of order `code` (whose link the caller has verified); null when it is not theirs. */
export async function orderInvoicePdf(code: string, number: string): Promise<InvoiceFile | null> {
  const doc = await invoiceDocument(number);
  if (!doc || doc.orderCode !== code) return null;
  return { filename: fileName(number), content: Buffer.from(await invoicePdf(doc)), contentType: 'application/pdf' };
}

/** The buyer's links to the invoices of order `code`, carrying the order link's token. */
export async function buyerInvoiceLinks(code: string, token: string) {
  const rows = await db()
    .select({ number: invoices.number, kind: invoices.kind })
    .from(invoices)
    .innerJoin(ticketOrders, eq(ticketOrders.id, invoices.orderId))
    .where(eq(ticketOrders.code, code))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => ({
    ...r,
    url: `/api/shop-orders/${code}/invoices/${encodeURIComponent(r.number)}/?token=${encodeURIComponent(token)}`,
  }));
}

/**
 * The PDF of a paid order's invoice for its confirmation mail. Called when the mail outbox renders
 * the mail (in the background or after the commit), never on the request path.
 */
export async function invoiceMailAttachments(code: string): Promise<InvoiceFile[]> {
  const [row] = await db()
    .select({ number: invoices.number })
    .from(invoices)
    .innerJoin(ticketOrders, eq(ticketOrders.id, invoices.orderId))
    .where(and(eq(ticketOrders.code, code), eq(invoices.kind, 'invoice')));
  const file = row ? await invoicePdfFile(row.number) : null;
  return file ? [file] : [];
}
