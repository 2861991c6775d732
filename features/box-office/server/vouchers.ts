import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { CART_ERROR } from '../cart-errors';
import { centsToPrice, parsePriceToCents } from '../price';
import { VOUCHER_VALIDITY_YEARS, type VoucherRequest } from '../schemas';
import { newCart, cartForToken, heldQuantity } from './cart';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { CartError } from './inventory';
import { orderStands } from './order-state';
import type { ShopClient } from './limits';

const { vouchers, voucherRedemptions, ticketOrders: orders, ticketCartItems } = schema;

/** Credit taken by orders that still stand; what a cancelled or expired order took comes back. */
async function usedCredit(database: Db, voucherId: number, now: Date) {
  const [row] = await database
    .select({ used: sql<string>`coalesce(sum(${voucherRedemptions.amount}), 0)::text` })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(and(eq(voucherRedemptions.voucherId, voucherId), orderStands(now)));
  return row?.used ?? '0';
}

export type VoucherState = {
  id: number;
  code: string;
  value: string;
  balance: string;
  valid_until: string;
  usable: boolean;
};

/**
 * A voucher by code with its balance at `now`, locked for the rest of the transaction when `lock`
 * is set (checkout), so two orders cannot spend the same credit. Bought vouchers count once their
 * order is paid.
 */
export async function findVoucher(database: Db, code: string, now: Date, lock = false): Promise<VoucherState | null> {
  const normalized = code.trim().toUpperCase();
  if (!/^GUT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(normalized)) return null;
  const query = database.select({ voucher: vouchers }).from(vouchers).where(eq(vouchers.code, normalized));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const v = row.voucher;
  const [used, [bought]] = await Promise.all([
    usedCredit(database, v.id, now),
    v.orderId
      ? database.select({ status: orders.status }).from(orders).where(eq(orders.id, v.orderId))
      : Promise.resolve([{ status: 'paid' as const }]),
  ]);
  const balance = Math.max(0, parsePriceToCents(v.value) - parsePriceToCents(used));
  const paid = bought?.status === 'paid';
  return {
    id: v.id,
    code: v.code,
    value: v.value,
    balance: centsToPrice(balance),
    valid_until: v.validUntil.toISOString(),
    usable: paid && v.validUntil > now && balance > 0,
  };
}

const voucherInvalid = () =>
  new CartError(422, 'This voucher code is not valid, not yet paid, expired or used up.', CART_ERROR.voucherInvalid);

/** Takes up to `wantedCents` of the voucher's credit for an order (inside the checkout transaction). */
export async function redeemVoucher(tx: Db, code: string, orderId: number, wantedCents: number, now: Date) {
  const voucher = await findVoucher(tx, code, now, true);
  if (!voucher || !voucher.usable) throw voucherInvalid();
  const amount = Math.min(parsePriceToCents(voucher.balance), wantedCents);
  if (amount <= 0) return 0;
  await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, orderId, amount: centsToPrice(amount) });
  return amount;
}

/** Vouchers bought in an order, with their balance (the order page and the mail show them once paid). */
export async function vouchersOfOrder(database: Db, orderId: number, now: Date) {
  const rows = await database.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.orderId, orderId));
  const states = await Promise.all(rows.map((r) => findVoucher(database, r.code, now)));
  return states.filter((s): s is VoucherState => s !== null);
}

/** The voucher whose credit an order used, with what is left of it. */
export async function redemptionsOfOrder(database: Db, orderId: number, now: Date) {
  const rows = await database
    .select({ code: vouchers.code, amount: voucherRedemptions.amount })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.orderId, orderId));
  return Promise.all(
    rows.map(async (r) => ({
      code: r.code,
      amount: r.amount,
      balance: (await findVoucher(database, r.code, now))?.balance ?? '0.00',
    })),
  );
}

/** Puts value vouchers in the cart; they are issued (with codes) when the order is placed and valid once paid. */
export async function addVoucher(client: ShopClient, request: VoucherRequest) {
  const existing = await cartForToken(client.token);
  return db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const cart = existing ?? (await newCart(tx, client.addressKey));
    const [{ n }] = await tx
      .select({ n: sql<number>`coalesce(sum(${ticketCartItems.quantity}), 0)::int` })
      .from(ticketCartItems)
      .where(
        and(
          eq(ticketCartItems.cartId, cart.id),
          eq(ticketCartItems.kind, 'voucher'),
          sql`${ticketCartItems.orderId} is null`,
        ),
      );
    if (Number(n) + request.quantity > 10)
      throw new CartError(422, 'At most 10 vouchers can be ordered at once.', CART_ERROR.orderLimit, { limit: 10 });
    const value = centsToPrice(request.value * 100);
    await tx.insert(ticketCartItems).values({
      cartId: cart.id,
      kind: 'voucher',
      title: {
        de: `Wertgutschein über ${value} €`,
        en: `Gift voucher worth €${value}`,
        cs: `Dárková poukázka v hodnotě ${value} €`,
      },
      quantity: request.quantity,
      unitPrice: value,
    });
    return { cart, ticketsQuantity: await heldQuantity(tx, cart.id, ticketingHooks().now()) };
  });
}

export const voucherValidUntil = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear() + VOUCHER_VALIDITY_YEARS, 11, 31, 22, 59, 59));
