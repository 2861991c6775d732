import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { db, schema, type Db } from '@/lib/db';
import { invalidateWrite } from '@/lib/write-effects';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { centsToPrice, parsePriceToCents } from '@/features/box-office';
import { sendQueued } from '@/lib/mail-outbox';
import { addToCart, issueTickets, orderCode, settleOrder, shopState } from '@/features/box-office/server';
import type { CounterSaleRequest } from '../schemas';
import type { CounterSaleResult } from '../types';

const { ticketOrders, ticketReservations: r } = schema;

export const counterResultPath = (locale: string, code: string) => `/${locale}/dashboard/counter/sold/${code}`;

/**
 * A walk-in sale: the places are taken by the box office's add-to-cart statement (ticket_add_to_cart:
 * the seat group's or timeslot's row lock, count and write in one transaction, best available seats on
 * seated dates), in a cart of its own that no visitor knows. The counter is not a visitor: the cap on
 * places one client holds does not apply, the cap of tickets per order does, and the online sale window
 * does not bind it. Then one transaction turns the held lines into a paid order (channel box_office,
 * who sold it, cash or card) with its ticket codes, settled through the box office's settleOrder (which
 * books the payment and whatever comes with it, such as the invoice). The lines are live holds of this
 * cart alone, so no other sale can take their places in between; should placing fail, the hold is
 * dropped at once instead of waiting 15 minutes.
 */
export async function sellAtCounter(staff: { username: string }, request: CounterSaleRequest) {
  const { rules } = await shopState();
  const lines = request.lines.filter((l) => l.quantity > 0);
  const counterRules = {
    ...rules,
    max_held_per_client: Math.max(rules.max_held_per_client, rules.max_tickets_per_order),
  };
  const { cart } = await addToCart(
    { addressKey: null },
    {
      event_jet_id: request.event_jet_id,
      seat_group: request.seat_group,
      block_id: request.block_id ?? null,
      sale_type_ids: lines.map((l) => l.sale_type_id),
      quantities: lines.map((l) => l.quantity),
    },
    counterRules,
    { atCounter: true },
  );
  try {
    const placed = await db().transaction(async (txRaw) => placeOrder(txRaw as unknown as Db, cart.id, staff, request));
    await sendQueued([placed.mail]);
    invalidateWrite('sale');
    const given = request.payment === 'cash' ? (request.given_cents ?? null) : null;
    const result: CounterSaleResult = {
      code: placed.code,
      total: centsToPrice(placed.totalCents),
      total_cents: placed.totalCents,
      change_cents: given === null ? null : given - placed.totalCents,
      payment: request.payment,
      tickets: placed.tickets,
      result_url: counterResultPath(request.locale, placed.code),
    };
    return result;
  } catch (error) {
    await db()
      .delete(r)
      .where(and(eq(r.cartId, cart.id), isNull(r.orderId)))
      .catch(() => undefined);
    throw error;
  }
}

async function placeOrder(tx: Db, cartId: number, staff: { username: string }, request: CounterSaleRequest) {
  const now = ticketingHooks().now();
  const held = await tx
    .select()
    .from(r)
    .where(and(eq(r.cartId, cartId), isNull(r.orderId)))
    .orderBy(asc(r.id))
    .for('update');
  if (!held.length || held.some((l) => !l.expiresAt || l.expiresAt <= now))
    throw new ApiError(409, 'The places of this sale are no longer held; please sell again.', 'not_held');
  const totalCents = held.reduce((s, l) => s + parsePriceToCents(l.unitPrice) * l.quantity, 0);
  if (request.payment === 'cash' && request.given_cents != null && request.given_cents < totalCents)
    throw new ApiError(
      422,
      `The cash given (${centsToPrice(request.given_cents)}) is less than the total (${centsToPrice(totalCents)}).`,
      'not_enough_cash',
    );
  const email = request.email?.trim() || '';
  const [order] = await tx
    .insert(ticketOrders)
    .values({
      code: orderCode(),
      cartId,
      buyerName: request.name?.trim() || '',
      email,
      locale: request.locale,
      status: 'pending',
      paymentProvider: request.payment,
      channel: 'box_office',
      createdBy: staff.username,
      total: centsToPrice(totalCents),
      // Settled below in this transaction; the deadline only keeps the pending order standing until then.
      paymentDueAt: new Date(now.getTime() + 15 * 60_000),
    })
    .returning({ id: ticketOrders.id, code: ticketOrders.code });
  const tickets = await issueTickets(tx, order.id, held, now);
  // Paid at once, through the box office's one path for a payment booked (the order's mail only when
  // the buyer gave an e-mail).
  const settled = await settleOrder(tx, order.code, undefined, { mail: email ? 'changed' : undefined });
  return { code: order.code, totalCents, tickets, mail: settled.mail };
}
