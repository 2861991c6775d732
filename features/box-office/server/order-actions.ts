import 'server-only';
import { and, eq, gt, isNull, min, or, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import { shopState } from './limits';
import { verifyOrderToken } from './codes';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { queueOrderMail, sendQueued } from './mail-queue';
import { buyerCancelRefusal, effectiveStatus } from '../order-status';
import { getOrder } from './orders';
import { issueInvoice } from '@/features/invoices/server';

const { ticketOrders: orders, ticketReservations: r, ticketOffers } = schema;
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;

/** The order row, locked for the rest of the transaction: two actions on one order run one after the other. */
async function lockOrder(tx: Db, code: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.code, code)).for('update');
  if (!order) throw new ApiError(404, `There is no order ${code}.`, 'not_found');
  return order;
}

/**
 * Seats and credit of a standing order stay; once it is paid its reservations never expire. Lines of
 * cancelled tickets stay expired: their places went back when the tickets were cancelled.
 */
async function holdUntil(tx: Db, orderId: number, until: Date | null, now: Date) {
  await tx
    .update(r)
    .set({ expiresAt: until, updatedAt: now })
    .where(
      and(
        eq(r.orderId, orderId),
        sql`not exists (select 1 from ticket_codes c where c.reservation_id = ticket_reservations.id and c.cancelled_at is not null)`,
      ),
    );
}

/** Unpaid orders cannot be refused when they are already over: the seats are gone. */
function assertStanding(order: OrderRow, now: Date) {
  const status = effectiveStatus(order, now);
  if (status === 'expired')
    throw new ApiError(
      409,
      `Order ${order.code} has expired: it was not confirmed or paid in time, and its seats were released.`,
      'expired',
    );
  if (status === 'cancelled') throw new ApiError(409, `Order ${order.code} is cancelled.`, 'cancelled');
  return status;
}

/**
 * The guest confirms the order by the link in the mail. Nothing to pay: it is settled at once.
 * Invoice: it stays reserved until paid, at most `invoice_days` and never past the first date's start.
 */
export async function confirmOrder(code: string, token: unknown) {
  if (!(await verifyOrderToken(code, 'confirm', token)))
    throw new ApiError(403, 'This confirmation link is not valid.', 'bad_token');
  const { mail } = await confirmPlacedOrder(code, { queueMail: true });
  await sendQueued([mail]);
  return getOrder(code);
}

/**
 * Confirms a pending order whose e-mail is proven: by the link in the mail (confirmOrder), or at
 * checkout when a logged-in visitor orders with the account's verified e-mail. `changed` when it did;
 * with `queueMail` the mail with the tickets is queued in the same transaction (`mail`: its outbox row).
 */
export async function confirmPlacedOrder(
  code: string,
  options: { queueMail?: boolean } = {},
): Promise<{ changed: boolean; mail: number | null }> {
  const { rules } = await shopState();
  return db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const order = await lockOrder(tx, code);
    const status = assertStanding(order, now);
    if (status !== 'pending' || order.confirmedAt) return { changed: false, mail: null };
    const mail = options.queueMail ? await queueOrderMail(tx, code) : null;
    if (order.paymentProvider === 'stripe')
      throw new ApiError(409, `Order ${code} is confirmed by its online payment.`, 'pay_online');
    if (order.paymentProvider === 'free') {
      await tx
        .update(orders)
        .set({ status: 'paid', confirmedAt: now, paidAt: now, paymentDueAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      await holdUntil(tx, order.id, null, now);
      await issueInvoice(tx, order.id, now); // paid by voucher: an invoice; a free order (gross 0) gets none
      return { changed: true, mail };
    }
    const [first] = await tx
      .select({ start: min(ticketOffers.dateStart) })
      .from(r)
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .where(eq(r.orderId, order.id));
    const byInvoice = new Date(now.getTime() + rules.invoice_days * DAY_MS);
    const firstStart = first?.start ? new Date(first.start) : null;
    const due = firstStart && firstStart < byInvoice && firstStart > now ? firstStart : byInvoice;
    await tx
      .update(orders)
      .set({ status: 'reserved', confirmedAt: now, paymentDueAt: due, updatedAt: now })
      .where(eq(orders.id, order.id));
    await holdUntil(tx, order.id, due, now);
    return { changed: true, mail };
  });
}

/**
 * Settles an order: staff mark it paid (invoice, at the museum), or the online provider confirms the
 * payment. Its seats are then held for good. An order that expired or was cancelled is refused.
 * `mail` queues the order's mail in the same transaction: 'changed' whenever it was settled now,
 * 'unconfirmed' only when the buyer had no tickets yet (never confirmed); `mail` in the answer is its row.
 */
export async function settleOrder(
  database: Db,
  code: string,
  ref?: string,
  options: { mail?: 'changed' | 'unconfirmed' } = {},
) {
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const order = await lockOrder(tx, code);
    const status = assertStanding(order, now);
    if (status === 'paid') return { order, changed: false, mail: null };
    await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        confirmedAt: order.confirmedAt ?? now,
        paymentDueAt: null,
        paymentRef: ref ?? order.paymentRef,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await holdUntil(tx, order.id, null, now);
    await issueInvoice(tx, order.id, now);
    const mailed = options.mail === 'changed' || (options.mail === 'unconfirmed' && !order.confirmedAt);
    return { order, changed: true, mail: mailed ? await queueOrderMail(tx, code) : null };
  });
}

/**
 * Cancels an order: its seats stop counting (its reservations expire now, and stay with their
 * codes so the history remains readable), voucher credit it used comes back (the balance counts
 * only standing orders) and vouchers it bought become void.
 */
export async function releaseOrder(tx: Db, order: OrderRow, now: Date) {
  await tx.update(orders).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await tx
    .update(r)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(eq(r.orderId, order.id), or(isNull(r.expiresAt), gt(r.expiresAt, now))));
}

/**
 * The buyer cancels with the secret link. Unpaid orders, and orders paid with vouchers alone, can be
 * cancelled until the first date starts; money paid is refunded by the box office, so those orders
 * are cancelled there.
 */
export async function cancelOrderAsBuyer(code: string, token: unknown) {
  if (!(await verifyOrderToken(code, 'view', token)))
    throw new ApiError(403, 'This order link is not valid.', 'bad_token');
  await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const order = await lockOrder(tx, code);
    const [first] = await tx
      .select({ start: min(ticketOffers.dateStart) })
      .from(r)
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .where(eq(r.orderId, order.id));
    const refusal = buyerCancelRefusal(
      effectiveStatus(order, now),
      order.paymentProvider,
      first?.start ? new Date(first.start) : null,
      now,
    );
    if (refusal === 'expired' || refusal === 'cancelled') assertStanding(order, now);
    if (refusal === 'paid')
      throw new ApiError(
        409,
        `Order ${code} is paid; please contact the box office to cancel it and get your money back.`,
        'paid',
      );
    if (refusal === 'started')
      throw new ApiError(409, `Order ${code} can no longer be cancelled: its first date has begun.`, 'started');
    await releaseOrder(tx, order, now);
  });
  invalidateWrite('sale');
  return getOrder(code);
}

/** The online provider gave up on the payment (page closed unpaid): the order ends now. */
export async function expireUnpaidOrder(code: string) {
  await db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = ticketingHooks().now();
    const order = await lockOrder(tx, code);
    if (effectiveStatus(order, now) !== 'pending') return;
    await tx
      .update(orders)
      .set({ status: 'expired', paymentDueAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.update(r).set({ expiresAt: now, updatedAt: now }).where(eq(r.orderId, order.id));
  });
  invalidateWrite('sale');
}
