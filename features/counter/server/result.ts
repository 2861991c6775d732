import 'server-only';
import QRCode from 'qrcode';
import { and, asc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import { getOrder, orderToken } from '@/features/box-office/server';

const { ticketOrders, invoices } = schema;

/**
 * What the counter shows after a sale: the order with its tickets and their QR codes (as the buyer's
 * order page draws them), the ticket PDF (the order link's token, which staff hold for their own
 * sale) and the order's invoice once the box office has issued one.
 */
export async function counterResult(code: string, locale: Locale) {
  const [row] = await db()
    .select({
      id: ticketOrders.id,
      channel: ticketOrders.channel,
      createdBy: ticketOrders.createdBy,
      payment: ticketOrders.paymentProvider,
    })
    .from(ticketOrders)
    .where(eq(ticketOrders.code, code));
  if (!row) return null;
  const order = await getOrder(code, locale);
  if (!order) return null;
  const [invoice] = await db()
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, row.id), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  const qr = await Promise.all(
    order.tickets.map((ticket) => QRCode.toDataURL(ticket.code, { margin: 1, width: 288, errorCorrectionLevel: 'M' })),
  );
  const token = await orderToken(code, 'view');
  return {
    order,
    orderId: row.id,
    channel: row.channel,
    createdBy: row.createdBy,
    payment: row.payment,
    qr,
    ticketsPdfUrl: `/api/shop-orders/${code}/tickets.pdf?token=${token}`,
    invoiceNumber: invoice?.number ?? null,
    invoicePdfUrl: invoice ? `/api/invoices/${encodeURIComponent(invoice.number)}/pdf/` : null,
  };
}
