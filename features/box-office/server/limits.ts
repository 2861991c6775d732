import 'server-only';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { consume } from '@/lib/rate-limit';
import { readSiteSettings, type BoxOfficeRules } from '@/features/settings/server';
import { CART_ERROR } from '../cart-errors';
import { CartError } from './inventory';

const { ticketReservations: r, ticketCarts } = schema;

/**
 * Who is buying: the cart cookie's token (if any) and a hash of the address a trusted proxy reported.
 * A client who drops the cookie still has the address, so the hold cap follows them across carts.
 */
export type ShopClient = { token?: string; addressKey: string | null };

export type ShopState = { online: boolean; rules: BoxOfficeRules };

/** Read fresh (not from the page cache): switching the shop off or lowering a cap applies at once. */
export async function shopState(): Promise<ShopState> {
  const settings = await readSiteSettings();
  return { online: settings.is_shop_online, rules: settings.box_office };
}

export async function limitCartWrites(client: ShopClient) {
  await consume(
    'cartWrite',
    [client.token && `cart:${client.token}`, client.addressKey && `ip:${client.addressKey}`],
    'Too many changes to the cart in a short time. Please wait a moment.',
    CART_ERROR.rateLimited,
  );
}

export async function limitCheckouts(client: ShopClient) {
  await consume(
    'checkout',
    [client.token && `cart:${client.token}`, client.addressKey && `ip:${client.addressKey}`],
    'Too many orders in a short time. Please wait a moment.',
    CART_ERROR.rateLimited,
  );
}

/**
 * Serialises one client's cart writes (PostgreSQL advisory lock for the transaction), taken before
 * any seat lock so the lock order stays global. Without it two parallel requests of one client on
 * different seat groups could both pass the hold cap.
 */
export async function lockClient(tx: Db, cartId: number | null, addressKey: string | null) {
  const key = addressKey ? `client:${addressKey}` : cartId ? `cart:${cartId}` : null;
  if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Live holds (not ordered) of this cart and of every cart from the same client address. */
export async function clientHolds(tx: Db, cartId: number | null, addressKey: string | null, now: Date) {
  const owner = or(
    cartId ? eq(r.cartId, cartId) : undefined,
    addressKey ? eq(ticketCarts.clientKey, addressKey) : undefined,
  );
  if (!owner) return { held: 0, nextExpiry: null as Date | null };
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${r.quantity}), 0)::int`, next: sql<string | null>`min(${r.expiresAt})` })
    .from(r)
    .innerJoin(ticketCarts, eq(ticketCarts.id, r.cartId))
    .where(and(owner, isNull(r.orderId), gt(r.expiresAt, now)));
  return { held: Number(row?.held ?? 0), nextExpiry: row?.next ? new Date(row.next) : null };
}

/** Seats of one event date held (live, not ordered) in this cart. */
export async function cartSeatsForOffer(tx: Db, cartId: number, offerId: number, now: Date, exceptLineId?: number) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
    .from(r)
    .where(
      and(
        eq(r.cartId, cartId),
        eq(r.offerId, offerId),
        isNull(r.orderId),
        gt(r.expiresAt, now),
        exceptLineId ? sql`${r.id} <> ${exceptLineId}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export const shopOfflineError = () =>
  new CartError(
    503,
    'The webshop is offline at the moment; tickets are available at the box office.',
    CART_ERROR.shopOffline,
  );

export const orderLimitError = (rules: BoxOfficeRules) =>
  new CartError(
    422,
    `At most ${rules.max_tickets_per_order} tickets per date can be booked in one order.`,
    CART_ERROR.orderLimit,
    { limit: rules.max_tickets_per_order },
  );

/** 429 with Retry-After until the client's earliest live hold ends (a minute when none is known). */
export function holdLimitError(rules: BoxOfficeRules, nextExpiry: Date | null, now: Date) {
  const error = new CartError(
    429,
    `At most ${rules.max_held_per_client} seats can be held at once. Please complete your order or wait until a reservation ends.`,
    CART_ERROR.holdLimit,
    { limit: rules.max_held_per_client },
  );
  error.retryAfter = nextExpiry ? Math.max(1, Math.ceil((nextExpiry.getTime() - now.getTime()) / 1000)) : 60;
  return error;
}

export function assertOrderCap(already: number, wanted: number, rules: BoxOfficeRules) {
  if (already + wanted > rules.max_tickets_per_order) throw orderLimitError(rules);
}

export function assertHoldCap(
  holds: { held: number; nextExpiry: Date | null },
  wanted: number,
  rules: BoxOfficeRules,
  now: Date,
) {
  if (holds.held + wanted > rules.max_held_per_client) throw holdLimitError(rules, holds.nextExpiry, now);
}
