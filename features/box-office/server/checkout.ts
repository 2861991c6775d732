import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { reportError } from '@/lib/report';
import { CART_ERROR } from '../cart-errors';
import { centsToPrice, parsePriceToCents } from '../price';
import type { CheckoutRequest } from '../schemas';
import { ONLINE_MIN_MINUTES, type PaymentMethod } from '../types';
import { orderCode, voucherCode } from './codes';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { CartError, inventoryTransaction } from './inventory';
import { cartContents, holdLines } from './cart';
import { issueTickets } from './issue-tickets';
import { shopState } from './limits';
import type { BoxOfficeRules } from '@/features/settings/server';
import { orderPath } from './mail';
import { queueOrderMail, sendSoon } from './mail-queue';
import { confirmPlacedOrder } from './order-actions';
import { verifiedAccountEmail } from './account-email';
import { onlinePayment } from './payment';
import { redeemVoucher, voucherValidUntil } from './vouchers';

const { ticketOrders, ticketCartItems, vouchers } = schema;

/** Nothing left to pay (no price, or vouchers cover it): a free order; else the buyer's choice. */
const methodFor = (totalCents: number, creditCents: number, chosen: PaymentMethod): PaymentMethod =>
  totalCents - creditCents === 0 ? 'free' : chosen;

export type CheckoutResult = { code: string; method: PaymentMethod; orderUrl: string; paymentUrl: string | null };

/**
 * The logged-in visitor, as the route hands it over (the box office does not know about accounts
 * beyond their id): the order is filed under the account and goes to the account's e-mail.
 */
export type CheckoutAccount = { accountId: number; name: string; email: string };

/**
 * Turns the cart into a pending order. Its seats (tickets and subscriptions) are held until the
 * payment deadline: lines that had expired are counted again under the lock first, so checkout never
 * oversells. Voucher credit is taken under the voucher's row lock. A guest confirms the order by the
 * link in the mail (or pays online) before the deadline, else it expires and everything comes back.
 * With an account the order is filed under it and sent to the account's e-mail; when that e-mail is
 * verified it is proven already, so the order is confirmed at once (no confirmation link; online
 * payment still confirms by paying).
 */
export async function checkout(
  cartId: number,
  request: CheckoutRequest,
  account?: CheckoutAccount,
  /** The shop's rules when the caller has just read them (with the shop's switch): one read less. */
  known?: BoxOfficeRules,
): Promise<CheckoutResult> {
  const buyer: CheckoutRequest = account
    ? { ...request, email: account.email, name: request.name || account.name }
    : request;
  const rules = known ?? (await shopState()).rules;
  const proven = account ? (await verifiedAccountEmail(account.accountId)) === buyer.email.trim().toLowerCase() : false;
  const online = buyer.payment_method === 'stripe' ? await onlinePayment() : null;
  if (buyer.payment_method === 'stripe' && !online) {
    throw new CartError(
      422,
      'Online payment is not offered; please choose payment by invoice or at the museum.',
      CART_ERROR.paymentUnavailable,
    );
  }
  const placed = await inventoryTransaction(db(), async (tx, locking) => {
    const now = ticketingHooks().now();
    const minutes = online ? Math.max(rules.payment_minutes, ONLINE_MIN_MINUTES) : rules.payment_minutes;
    const due = new Date(now.getTime() + minutes * 60_000);
    const lines = await cartContents(tx, cartId, rules);
    const items = await tx
      .select()
      .from(ticketCartItems)
      .where(and(eq(ticketCartItems.cartId, cartId), isNull(ticketCartItems.orderId)));
    const totalCents =
      lines.filter((l) => l.itemId === null).reduce((s, l) => s + parsePriceToCents(l.unitPrice) * l.quantity, 0) +
      items.reduce((s, i) => s + parsePriceToCents(i.unitPrice) * i.quantity, 0);
    const [order] = await tx
      .insert(ticketOrders)
      .values({
        code: orderCode(),
        cartId,
        accountId: account?.accountId ?? null,
        buyerName: buyer.name,
        email: buyer.email,
        locale: buyer.locale,
        status: 'pending',
        paymentProvider: methodFor(totalCents, 0, buyer.payment_method),
        total: centsToPrice(totalCents),
        paymentDueAt: due,
      })
      .returning({ id: ticketOrders.id, code: ticketOrders.code });
    // A voucher is redeemed against the order's id, so its credit is known only now.
    const credit = buyer.voucher_code ? await redeemVoucher(tx, buyer.voucher_code, order.id, totalCents, now) : 0;
    const method = methodFor(totalCents, credit, buyer.payment_method);
    if (credit)
      await tx
        .update(ticketOrders)
        .set({ paymentProvider: method, voucherAmount: centsToPrice(credit) })
        .where(eq(ticketOrders.id, order.id));
    await issueTickets(tx, order.id, lines, now);
    if (items.length)
      await tx
        .update(ticketCartItems)
        .set({ orderId: order.id, updatedAt: now })
        .where(
          inArray(
            ticketCartItems.id,
            items.map((i) => i.id),
          ),
        );
    const voucherRows = items
      .filter((i) => i.kind === 'voucher')
      .flatMap((i) =>
        Array.from({ length: i.quantity }, () => ({
          code: voucherCode(),
          value: i.unitPrice,
          orderId: order.id,
          validUntil: voucherValidUntil(now),
        })),
      );
    if (voucherRows.length) await tx.insert(vouchers).values(voucherRows);
    // The mail is queued with the order: a crash after the commit cannot lose it (the outbox's poll
    // sends it). An online payment's mail is queued when the payment is booked.
    const mail = method === 'stripe' && online ? null : await queueOrderMail(tx, order.code);
    // Last, so the seat locks every buyer of these dates queues for are held only for the count.
    await holdLines(tx, cartId, lines, now, locking, due);
    return { code: order.code, method, due, amountDue: centsToPrice(totalCents - credit), mail };
  });

  const orderUrl = await orderPath(placed.code, buyer.locale);
  let paymentUrl: string | null = null;
  if (placed.method === 'stripe' && online) {
    const { url, ref } = await online.start({
      code: placed.code,
      amountDue: placed.amountDue,
      email: buyer.email,
      locale: buyer.locale,
      description: `Freilichtmuseum Lindenau – ${placed.code}`,
      expiresAt: placed.due,
      returnUrl: `${env().SITE_URL.replace(/\/$/, '')}${orderUrl}`,
    });
    await db().update(ticketOrders).set({ paymentRef: ref }).where(eq(ticketOrders.code, placed.code));
    paymentUrl = url;
  } else {
    // A proven e-mail needs no confirmation link: the first mail carries the tickets. Should confirming
    // fail, the order stays pending and the mail asks for the link as for a guest.
    if (proven) await confirmPlacedOrder(placed.code).catch((error) => reportError(error, { order: placed.code }));
    // Sent after the answer; the order stands even when the mail server is down: the mail stays
    // queued and is retried.
    sendSoon([placed.mail]);
  }
  return { code: placed.code, method: placed.method, orderUrl, paymentUrl };
}
