import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { centsToPrice, parsePriceToCents } from '@/features/box-office';
import { releaseOrder } from '@/features/box-office/server';
import { recordAudit } from '@/features/resources/server';
import type { CancellationResult } from '../types';
import { cancellationInvoice } from './cancellation-invoice';
import type { CancelPlan, CancelRequest, RefundRow } from './cancel-plan';
import { giveVoucherCredit, lockSeatGroups, type TicketLine } from './order-tickets';
import { refundViews } from './refund-views';

const { ticketCodes, ticketReservations: r, ticketSeats, ticketOrders: orders, refunds, ticketCartItems } = schema;

/** The provider's answer for the money part of a Stripe order (its pending row was written before the call). */
export type ProviderOutcome = { rowId: number; providerRef: string; status: 'pending' | 'succeeded' };

/**
 * Gives the places of cancelled tickets back at once. A line whose every ticket is cancelled stops
 * counting (expires now); otherwise the line is split: it keeps its other tickets, and a new line
 * of the same order and price with the cancelled ones expires now. The seats of the cancelled
 * tickets point at the new line, so they are free (a seat belongs to its line while the line counts).
 */
async function releasePlaces(tx: Db, chosen: TicketLine[], now: Date) {
  const seated = chosen.filter((t) => t.seatId !== null);
  await lockSeatGroups(
    tx,
    seated.map((t) => t.seatGroupId),
  );
  const byLine = new Map<number, TicketLine[]>();
  for (const t of chosen) byLine.set(t.lineId, [...(byLine.get(t.lineId) ?? []), t]);
  for (const [lineId, tickets] of byLine) {
    const [line] = await tx.select().from(r).where(eq(r.id, lineId)).for('update');
    if (!line) continue;
    if (tickets.length >= line.quantity) {
      await tx.update(r).set({ expiresAt: now, updatedAt: now }).where(eq(r.id, lineId));
      continue;
    }
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = line;
    await tx
      .update(r)
      .set({ quantity: line.quantity - tickets.length, updatedAt: now })
      .where(eq(r.id, lineId));
    const [split] = await tx
      .insert(r)
      .values({ ...copy, quantity: tickets.length, expiresAt: now })
      .returning({ id: r.id });
    await tx
      .update(ticketCodes)
      .set({ reservationId: split.id })
      .where(
        inArray(
          ticketCodes.id,
          tickets.map((t) => t.codeId),
        ),
      );
    const seats = tickets.map((t) => t.seatId).filter((s): s is number => s !== null);
    if (seats.length)
      await tx
        .update(ticketSeats)
        .set({ reservationId: split.id })
        .where(and(inArray(ticketSeats.id, seats), eq(ticketSeats.reservationId, lineId)));
  }
}

/** An unpaid order keeps owing only for what is left; voucher credit beyond that comes back. */
async function lowerUnpaidOrder(tx: Db, plan: CancelPlan, now: Date) {
  const total = Math.max(0, parsePriceToCents(plan.order.total) - plan.valueCents);
  const credit = parsePriceToCents(plan.order.voucherAmount);
  if (credit > total) await giveVoucherCredit(tx, plan.order.id, credit - total);
  await tx
    .update(orders)
    .set({ total: centsToPrice(total), voucherAmount: centsToPrice(Math.min(credit, total)), updatedAt: now })
    .where(eq(orders.id, plan.order.id));
}

async function writeRefunds(tx: Db, plan: CancelPlan, req: CancelRequest, provider: ProviderOutcome | null) {
  const written: RefundRow[] = [];
  const common = {
    orderId: plan.order.id,
    ticketCodeIds: plan.chosen.map((t) => t.codeId),
    reason: req.reason,
    createdBy: req.actor.username,
  };
  if (provider) {
    const [row] = await tx
      .update(refunds)
      .set({ status: provider.status, providerRef: provider.providerRef, updatedAt: new Date() })
      .where(eq(refunds.id, provider.rowId))
      .returning();
    written.push(row);
  } else if (plan.moneyCents > 0 || plan.feeCents > 0) {
    // Stripe refunds of nothing (all kept as fee) need no provider call.
    const stripe = plan.moneyMethod === 'stripe';
    const [row] = await tx
      .insert(refunds)
      .values({
        ...common,
        amountCents: plan.moneyCents,
        feeCents: plan.feeCents,
        method: plan.moneyMethod,
        status: stripe ? 'succeeded' : 'manual',
        idempotencyKey: plan.key,
      })
      .returning();
    written.push(row);
  }
  if (plan.voucherCents > 0) {
    const [row] = await tx
      .insert(refunds)
      .values({
        ...common,
        amountCents: plan.voucherCents,
        method: 'voucher',
        status: 'succeeded',
        idempotencyKey: `${plan.key}:voucher`,
      })
      .returning();
    written.push(row);
  }
  return written;
}

/**
 * Carries out a planned cancellation in the caller's transaction (the order row is locked): the
 * tickets are cancelled and their places freed, voucher credit comes back, an order without
 * tickets left is cancelled (releaseOrder), the refunds are recorded, the cancellation invoice
 * issued and the audit log written.
 */
export async function applyCancellation(
  tx: Db,
  plan: CancelPlan,
  req: CancelRequest,
  now: Date,
  provider: ProviderOutcome | null = null,
): Promise<CancellationResult> {
  const codeIds = plan.chosen.map((t) => t.codeId);
  if (codeIds.length) await tx.update(ticketCodes).set({ cancelledAt: now }).where(inArray(ticketCodes.id, codeIds));
  if (plan.full) await releaseOrder(tx, plan.order, now);
  else {
    await releasePlaces(tx, plan.chosen, now);
    if (plan.paid && plan.voucherCents > 0) await giveVoucherCredit(tx, plan.order.id, plan.voucherCents);
    if (!plan.paid) await lowerUnpaidOrder(tx, plan, now);
  }
  const written = plan.paid ? await writeRefunds(tx, plan, req, provider) : [];
  const items = plan.full
    ? (
        await tx
          .select({ id: ticketCartItems.id })
          .from(ticketCartItems)
          .where(eq(ticketCartItems.orderId, plan.order.id))
      ).map((i) => i.id)
    : [];
  const invoice = plan.paid
    ? await cancellationInvoice(tx, {
        orderId: plan.order.id,
        ticketCodeIds: codeIds,
        itemIds: items,
        refundId: written[0]?.id ?? null,
        now,
      })
    : null;
  const numbers = plan.chosen.map((t) => t.number);
  const orderStatus = plan.full ? 'cancelled' : plan.status;
  await recordAudit(
    tx,
    { id: req.actor.id as number, username: req.actor.username },
    'update',
    'orders',
    plan.order.id,
    { status: plan.status },
    {
      status: orderStatus,
      cancelled_tickets: numbers,
      refunds: written.map((w) => ({ id: w.id, amount: centsToPrice(w.amountCents), method: w.method })),
      reason: req.reason,
    },
  );
  return {
    order_id: plan.order.id,
    order_code: plan.order.code,
    order_status: orderStatus,
    cancelled_tickets: numbers,
    refunds: await refundViews(tx, written),
    cancellation_invoice: invoice,
    replayed: false,
  };
}
