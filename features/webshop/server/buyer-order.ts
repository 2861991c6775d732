import 'server-only';
import type { Locale } from '@/i18n/config';
import { type CancelRefusal, orderCodeParams } from '@/features/box-office';
import type { OrderView } from '@/features/box-office/types';
import { buyerCancelRefusal } from '@/features/box-office';
import { getOrder, orderToken, verifyOrderToken } from '@/features/box-office/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';

export type BuyerOrder = {
  order: OrderView;
  /** The view token of the secret link, for the links and forms on the page. */
  token: string;
  /** Tickets (QR codes, PDF, calendar) exist once the order is confirmed: reserved or paid. */
  ticketsIssued: boolean;
  /** Null when the buyer may cancel, else why not. */
  cancelRefusal: CancelRefusal | null;
  /** The start of the order's first date (the cancel limit). */
  firstStart: string | null;
};

/** Tickets are valid once the order is confirmed (reserved, to be paid) or paid. */
export const ticketsIssued = (order: Pick<OrderView, 'status'>) =>
  order.status === 'reserved' || order.status === 'paid';

function firstStartOf(order: OrderView) {
  const starts = order.tickets.map((t) => t.date_start).filter((d): d is string => d !== null);
  return starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : null;
}

/**
 * The order behind a secret link, as the order page shows it. Without the right token the order does
 * not exist for the caller (null, so the page answers 404 as for an unknown code).
 */
export async function buyerOrder(
  code: string,
  token: unknown,
  locale: Locale,
  purpose: 'view' | 'confirm' = 'view',
): Promise<BuyerOrder | null> {
  if (!orderCodeParams.safeParse({ code }).success) return null;
  if (!(await verifyOrderToken(code, purpose, token))) return null;
  return orderView(code, locale);
}

/**
 * The order as its page shows it, for a caller already entitled to it (the secret link was checked,
 * or the order is filed under the logged-in visitor's account).
 */
export async function orderView(code: string, locale: Locale): Promise<BuyerOrder | null> {
  const order = await getOrder(code, locale, { perRender: true });
  if (!order) return null;
  const firstStart = firstStartOf(order);
  const now = ticketingHooks().now();
  return {
    order,
    token: await orderToken(code, 'view'),
    ticketsIssued: ticketsIssued(order),
    cancelRefusal: buyerCancelRefusal(
      order.status,
      order.payment_method,
      firstStart ? new Date(firstStart) : null,
      now,
    ),
    firstStart,
  };
}
