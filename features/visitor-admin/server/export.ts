import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { notFound } from '@/lib/api';
import { accountSubscriptions, accountVouchers } from '@/features/account-orders/server';
import { findVisitor, visitorFavorites } from './detail';

const { ticketOrders: o, ticketCodes: c, ticketReservations: r, ticketOffers, invoices, waitingList } = schema;

/** An order's tickets: number, date, whether it was used or cancelled. */
async function ticketsOf(orderIds: number[], locale: Locale) {
  if (!orderIds.length) return [];
  const rows = await db()
    .select({
      orderId: c.orderId,
      code: c.code,
      title: ticketOffers.title,
      dateStart: ticketOffers.dateStart,
      checkedInAt: c.checkedInAt,
      cancelledAt: c.cancelledAt,
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.reservationId))
    .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
    .where(inArray(c.orderId, orderIds))
    .orderBy(asc(c.id));
  return rows.map((t) => ({
    order_id: t.orderId,
    code: t.code,
    event: pick(t.title, locale) ?? '',
    date_start: t.dateStart?.toISOString() ?? null,
    checked_in_at: t.checkedInAt?.toISOString() ?? null,
    cancelled_at: t.cancelledAt?.toISOString() ?? null,
  }));
}

/**
 * Everything stored about a visitor (GDPR Art. 15 access request), as one JSON document: the account
 * (without the password hash), newsletter state, orders with their tickets and invoices, vouchers,
 * subscriptions, favourites and waiting-list entries under the account's address.
 */
export async function exportVisitor(id: number, locale: Locale) {
  const row = await findVisitor(id);
  if (!row) throw notFound('Visitor account');
  const database = db();
  const orders = await database.select().from(o).where(eq(o.accountId, id)).orderBy(asc(o.createdAt), asc(o.id));
  const ids = orders.map((x) => x.id);
  const [tickets, bills, vouchers, subscriptions, favorites, waiting] = await Promise.all([
    ticketsOf(ids, locale),
    ids.length
      ? database
          .select({
            orderId: invoices.orderId,
            number: invoices.number,
            kind: invoices.kind,
            issuedAt: invoices.issuedAt,
            grossCents: invoices.grossCents,
          })
          .from(invoices)
          .where(inArray(invoices.orderId, ids))
          .orderBy(asc(invoices.id))
      : [],
    accountVouchers(id),
    accountSubscriptions(id, locale),
    visitorFavorites(id),
    database.select().from(waitingList).where(eq(waitingList.email, row.email)).orderBy(asc(waitingList.id)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      street: row.street,
      postal_code: row.postalCode,
      city: row.city,
      country: row.country,
      locale: row.locale,
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
      deactivated_at: row.deactivatedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
    newsletter: { state: row.newsletter, confirmed_at: row.newsletterConfirmedAt?.toISOString() ?? null },
    orders: orders.map((x) => ({
      code: x.code,
      status: x.status,
      created_at: x.createdAt.toISOString(),
      buyer_name: x.buyerName,
      email: x.email,
      locale: x.locale,
      total: x.total,
      voucher_amount: x.voucherAmount,
      payment_method: x.paymentProvider,
      paid_at: x.paidAt?.toISOString() ?? null,
      cancelled_at: x.cancelledAt?.toISOString() ?? null,
      tickets: tickets.filter((t) => t.order_id === x.id).map(({ order_id: _id, ...t }) => t),
      invoices: bills
        .filter((b) => b.orderId === x.id)
        .map((b) => ({
          number: b.number,
          kind: b.kind,
          issued_at: b.issuedAt.toISOString(),
          gross_cents: b.grossCents,
        })),
    })),
    vouchers: vouchers.vouchers,
    credit: vouchers.credit,
    subscriptions,
    favorites,
    waiting_list: waiting.map((w) => ({
      offer_id: w.offerId,
      quantity: w.quantity,
      status: w.status,
      created_at: w.createdAt.toISOString(),
    })),
  };
}
