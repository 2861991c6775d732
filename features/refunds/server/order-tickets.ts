import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { centsToPrice, parsePriceToCents } from '@/features/box-office';

const { ticketCodes, ticketReservations: r, ticketOffers, ticketOrders: orders, refunds, voucherRedemptions } = schema;

/** One ticket of an order with what a cancellation needs: its line, price, seat, date and state. */
export type TicketLine = {
  codeId: number;
  number: string;
  lineId: number;
  offerId: number;
  seatGroupId: number;
  itemId: number | null;
  unitCents: number;
  seatId: number | null;
  cancelledAt: Date | null;
  dateStart: Date | null;
  offerIdJet: number;
};

/** The order's tickets in ticket order (read inside the cancellation's transaction, after the order lock). */
export async function orderTickets(database: Db, orderId: number): Promise<TicketLine[]> {
  const rows = await database
    .select({
      codeId: ticketCodes.id,
      number: ticketCodes.code,
      lineId: r.id,
      offerId: r.offerId,
      seatGroupId: r.seatGroupId,
      itemId: r.itemId,
      unitPrice: r.unitPrice,
      seatId: ticketCodes.seatId,
      cancelledAt: ticketCodes.cancelledAt,
      dateStart: ticketOffers.dateStart,
      offerIdJet: ticketOffers.idJet,
    })
    .from(ticketCodes)
    .innerJoin(r, eq(r.id, ticketCodes.reservationId))
    .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
    .where(eq(ticketCodes.orderId, orderId))
    .orderBy(asc(ticketCodes.id));
  return rows.map(({ unitPrice, ...t }) => ({ ...t, unitCents: parsePriceToCents(unitPrice) }));
}

/** The order row, locked for the rest of the transaction (two actions on one order run one after the other). */
export async function lockOrderById(tx: Db, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/**
 * Money of a paid order not refunded yet: what was paid by money (total minus voucher credit) less
 * the money refunds and the fees kept so far (a refused refund gave nothing back).
 */
export async function moneyLeft(database: Db, order: typeof orders.$inferSelect) {
  const paid = parsePriceToCents(order.total) - parsePriceToCents(order.voucherAmount);
  const [row] = await database
    .select({ used: sql<number>`coalesce(sum(${refunds.amountCents} + ${refunds.feeCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.method, 'voucher'), ne(refunds.status, 'failed')));
  return Math.max(0, paid - Number(row?.used ?? 0));
}

/** Voucher credit the order still takes (its redemptions). */
export async function voucherLeft(database: Db, orderId: number) {
  const rows = await database
    .select({ amount: voucherRedemptions.amount })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId));
  return rows.reduce((sum, row) => sum + parsePriceToCents(row.amount), 0);
}

/**
 * Gives `cents` of voucher credit back while the order stands: the balance counts the redemptions
 * of standing orders, so the newest redemptions shrink (or go) by exactly that much.
 */
export async function giveVoucherCredit(tx: Db, orderId: number, cents: number) {
  let left = cents;
  const rows = await tx
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId))
    .orderBy(sql`${voucherRedemptions.id} desc`)
    .for('update');
  for (const row of rows) {
    if (left <= 0) break;
    const amount = parsePriceToCents(row.amount);
    const take = Math.min(amount, left);
    left -= take;
    if (take === amount) await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.id, row.id));
    else
      await tx
        .update(voucherRedemptions)
        .set({ amount: centsToPrice(amount - take) })
        .where(eq(voucherRedemptions.id, row.id));
  }
  return cents - left;
}

/** Locks the seat groups of seated lines in the global order (by id), as every seat change must. */
export async function lockSeatGroups(tx: Db, seatGroupIds: number[]) {
  if (!seatGroupIds.length) return;
  await tx
    .select({ id: schema.ticketSeatGroups.id })
    .from(schema.ticketSeatGroups)
    .where(inArray(schema.ticketSeatGroups.id, [...new Set(seatGroupIds)]))
    .orderBy(asc(schema.ticketSeatGroups.id))
    .for('update');
}
