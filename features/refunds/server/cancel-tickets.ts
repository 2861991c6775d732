import 'server-only';
import { and, eq, like, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { CancellationResult } from '../types';
import { applyCancellation, type ProviderOutcome } from './cancel-apply';
import { planCancellation, type CancelPlan, type CancelRequest, type RefundRow } from './cancel-plan';
import { refundViews } from './refund-views';
import { queueCancelMail } from './mails';
import { sendQueued } from '@/lib/mail-outbox';
import { orderPath } from '@/features/box-office/server';
import { refundThroughStripe } from './stripe-refund';

const { refunds } = schema;

const transaction = <T>(work: (tx: Db) => Promise<T>) =>
  db().transaction(async (txRaw) => work(txRaw as unknown as Db)) as Promise<T>;

async function replayed(database: Db, plan: CancelPlan, rows: RefundRow[]): Promise<CancellationResult> {
  return {
    order_id: plan.order.id,
    order_code: plan.order.code,
    order_status: plan.status,
    cancelled_tickets: plan.chosen.map((t) => t.number),
    refunds: await refundViews(database, rows),
    cancellation_invoice: null,
    replayed: true,
  };
}

const needsProvider = (plan: CancelPlan) => plan.paid && plan.moneyMethod === 'stripe' && plan.moneyCents > 0;

/**
 * Phase one of a Stripe refund: the pending refunds row with the idempotency key, committed before
 * the provider is called, so a crash or a retry finds it and calls Stripe again with the same key.
 * A key a refused attempt used is retired (renamed) first, so the new attempt is a new refund.
 */
async function pendingStripeRow(req: CancelRequest, now: Date) {
  return transaction(async (tx) => {
    const plan = await planCancellation(tx, req, now);
    if (plan.replay || !needsProvider(plan)) return { plan, row: null, attempt: 0 };
    await tx
      .insert(refunds)
      .values({
        orderId: plan.order.id,
        amountCents: plan.moneyCents,
        feeCents: plan.feeCents,
        method: 'stripe',
        status: 'pending',
        idempotencyKey: plan.key,
        ticketCodeIds: plan.chosen.map((t) => t.codeId),
        reason: req.reason,
        createdBy: req.actor.username,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
    const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, plan.key));
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(like(refunds.idempotencyKey, `${plan.key}:failed:%`));
    return { plan, row, attempt: Number(n) };
  });
}

/** The provider refused: the row says why (its key retired), the order stays as it was. */
async function markRefused(row: RefundRow, reason: string) {
  await db()
    .update(refunds)
    .set({
      status: 'failed',
      failureReason: reason.slice(0, 1000),
      idempotencyKey: `${row.idempotencyKey}:failed:${row.id}`,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
}

/**
 * Cancels tickets of an order and gives the money back the way it came (see planCancellation and
 * applyCancellation). Orders paid through Stripe are refunded with the provider before anything is
 * cancelled: a refund the provider refuses leaves the order as it was and answers 409 with the
 * provider's reason (kept on the failed refunds row for staff). A retried request returns the same
 * refunds, never second ones.
 */
export async function cancelTickets(req: CancelRequest): Promise<CancellationResult> {
  const now = () => ticketingHooks().now();
  let provider: ProviderOutcome | null = null;
  const first = await pendingStripeRow(req, now());
  if (first.plan.replay) return replayed(db(), first.plan, first.plan.replay);
  if (first.row) {
    const answer = await refundThroughStripe({
      sessionId: first.plan.order.paymentRef,
      amountCents: first.row.amountCents,
      idempotencyKey: first.attempt ? `${first.row.idempotencyKey}:${first.attempt}` : first.row.idempotencyKey,
      metadata: { order: first.plan.order.code, refund: String(first.row.id) },
    });
    if (!answer.ok) {
      if (answer.unknown)
        throw new ApiError(
          502,
          `Stripe did not answer the refund (${answer.reason}); nothing was cancelled. Please try again.`,
          'provider_unavailable',
        );
      await markRefused(first.row, answer.reason);
      throw new ApiError(409, `Stripe refused the refund: ${answer.reason}`, 'refund_refused', {
        failure_reason: answer.reason,
      });
    }
    provider = { rowId: first.row.id, providerRef: answer.id, status: answer.status };
  }
  // Signing the order link may read the server's key from the database: done before the transaction.
  const link = req.mail ? await orderPath(first.plan.order.code, first.plan.order.locale) : undefined;
  const { result, mail } = await transaction(async (tx) => {
    const plan = await planCancellation(tx, req, now());
    if (plan.replay) return { result: await replayed(tx, plan, plan.replay), mail: null };
    const done = await applyCancellation(tx, plan, req, now(), provider);
    const mail = req.mail
      ? await queueCancelMail(tx, {
          ...req.mail,
          order: plan.order,
          tickets: done.cancelled_tickets,
          refunds: done.refunds,
          reason: req.reason || undefined,
          orderPath: link,
        })
      : null;
    return { result: done, mail };
  });
  if (!result.replayed) invalidateWrite('sale');
  await sendQueued([mail]);
  return result;
}
