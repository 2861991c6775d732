import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { reportError } from '@/lib/report';
import { centsToPrice, parsePriceToCents } from '../price';
import type { CheckoutRequest } from '../schemas';
import { orderCode, ticketCode } from './codes';
import { ticketingHooks } from './hooks';
import { inventoryTransaction } from './inventory';
import { renewCart } from './cart';
import { sendOrderMail } from './mail';
import { paymentProvider, type PaymentStart } from './payment';
import { getOrder } from './orders';

const { ticketOrders, ticketReservations: r, ticketCodes } = schema;

/**
 * Turns the cart's open lines into an order with one code per ticket. Lines that expired are
 * checked against capacity again under the lock first (renewCart), so checkout never oversells.
 */
export async function checkout(cartId: number, buyer: CheckoutRequest): Promise<{ code: string; payment: PaymentStart }> {
  const provider = paymentProvider();
  const code = await inventoryTransaction(db(), async (tx, locking) => {
    const now = ticketingHooks().now();
    const lines = await renewCart(tx, cartId, now, locking);
    const total = lines.reduce((s, l) => s + parsePriceToCents(l.unitPrice) * l.quantity, 0);
    const [order] = await tx
      .insert(ticketOrders)
      .values({ code: orderCode(), cartId, buyerName: buyer.name, email: buyer.email, locale: buyer.locale, paymentProvider: provider.id, total: centsToPrice(total) })
      .returning({ id: ticketOrders.id, code: ticketOrders.code });
    await tx.update(r).set({ orderId: order.id, expiresAt: null, updatedAt: now }).where(inArray(r.id, lines.map((l) => l.id)));
    await tx.insert(ticketCodes).values(lines.flatMap((l) => Array.from({ length: l.quantity }, () => ({ orderId: order.id, reservationId: l.id, code: ticketCode() }))));
    return order.code;
  });
  const order = await getOrder(code);
  const payment = await provider.start({ code, total: order!.total, email: buyer.email });
  // The order stands even when the mail server is down; staff see it and the buyer has the page.
  await sendOrderMail(order!).catch((error) => reportError(error, { order: code }));
  return { code, payment };
}

export async function orderExists(code: string) {
  const [row] = await db().select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.code, code));
  return Boolean(row);
}
