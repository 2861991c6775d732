import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import type { Locale } from '@/i18n/config';
import { OFFER_TOKEN, tokenHash } from './links';
import { entryLocale } from './texts';

const { waitingList: w, ticketCarts, ticketReservations: r } = schema;

export type OpenedOffer =
  | { state: 'open'; locale: Locale; cart: { id: number; token: string }; count: number }
  | { state: 'ended'; locale: Locale }
  | { state: 'unknown' };

/**
 * The offer link: the entry's cart while its offer lasts (the route sets the cart cookie to it and
 * shows the cart). A used, expired or withdrawn offer says so; an unknown token is nothing.
 */
export async function openOffer(token: string): Promise<OpenedOffer> {
  if (!OFFER_TOKEN.test(token)) return { state: 'unknown' };
  const [entry] = await db()
    .select({ status: w.status, locale: w.locale, cartId: w.cartId, until: w.offerExpiresAt })
    .from(w)
    .where(eq(w.tokenHash, tokenHash(token)));
  if (!entry) return { state: 'unknown' };
  const locale = entryLocale(entry.locale);
  const now = ticketingHooks().now();
  if (entry.status !== 'offered' || !entry.cartId || !entry.until || entry.until <= now)
    return { state: 'ended', locale };
  const [cart] = await db()
    .select({
      id: ticketCarts.id,
      token: ticketCarts.token,
      count: sql<number>`(select coalesce(sum(${r.quantity}), 0)::int from ${r}
        where ${and(eq(r.cartId, ticketCarts.id), isNull(r.orderId), gt(r.expiresAt, now))})`,
    })
    .from(ticketCarts)
    .where(eq(ticketCarts.id, entry.cartId));
  if (!cart) return { state: 'ended', locale };
  return { state: 'open', locale, cart: { id: cart.id, token: cart.token }, count: Number(cart.count) };
}
