import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';
import { ticketCarts, ticketOffers, ticketOrders, ticketSeatGroups } from './ticketing';

/** The VAT rates a price or product may carry, in percent (German rates; 0 needs an exemption note). */
export const vatRates = [0, 7, 19] as const;

/**
 * The venue as seller and its money rules: exactly one row (id 1); a database without it reads the
 * defaults (features/settings/server/billing-settings.ts).
 */
export const billingSettings = pgTable('billing_settings', {
  id: integer('id').primaryKey().default(1),
  /** Seller on every invoice: name, postal address (several lines), VAT id and tax number. */
  venueName: text('venue_name').notNull().default(''),
  venueAddress: text('venue_address').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
  /** Invoice numbers are `{prefix}{year}-{000123}`; the counter starts again each year. */
  invoicePrefix: text('invoice_prefix').notNull().default(''),
  /** Printed under lines taxed at 0 % (the legal ground of the exemption), per language. */
  vatExemptNote: jsonb('vat_exempt_note').$type<LocalizedText>().notNull().default({}),
  /** Bank account for orders paid by invoice (printed on the invoice and in the mail). */
  bankHolder: text('bank_holder').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  /** Visitors may cancel their own tickets until this many hours before the date; null: never (default). */
  buyerCancelHours: integer('buyer_cancel_hours'),
  /** Kept from the refund when a visitor cancels, in percent of the cancelled tickets' price. */
  cancelFeePercent: integer('cancel_fee_percent').notNull().default(0),
  /** How long a waiting-list offer holds its places. */
  waitingListHoldHours: integer('waiting_list_hold_hours').notNull().default(24),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last invoice number used per year: taken with a row lock in the transaction that books the payment. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** One line of an invoice, frozen when it is issued (amounts in cents; negative on a cancellation). */
export type InvoiceLine = {
  description: string;
  /** Date of supply (the event date, or the order day for vouchers and subscriptions), YYYY-MM-DD. */
  supply_date: string;
  quantity: number;
  unit_gross_cents: number;
  vat_rate: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  /** Ticket codes the line covers (a cancellation refers to them). */
  tickets?: string[];
  /** A value voucher: a multi-purpose voucher, no VAT when sold. */
  voucher?: boolean;
};

/**
 * Invoices and cancellation invoices. Immutable once written: a refund issues a cancellation
 * invoice with its own number that refers to the original (refers_to_id).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ['invoice', 'cancellation'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id),
    refersToId: integer('refers_to_id').references((): AnyPgColumn => invoices.id),
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    locale: text('locale').notNull(),
    /** Buyer and seller as they were when the invoice was issued. */
    buyer: jsonb('buyer').$type<{ name: string; email: string; address?: string }>().notNull(),
    seller: jsonb('seller').$type<Record<string, string>>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_year_seq').on(t.year, t.seq),
    index('invoices_order').on(t.orderId),
    index('invoices_issued').on(t.issuedAt),
  ],
);

/**
 * Money going back to a buyer. 'stripe' refunds go through the provider's Refund API with the
 * idempotency key (a retried request never refunds twice) and are reconciled by its webhooks;
 * 'voucher' gives credit back to the voucher; 'manual' is paid out by hand (invoice, cash).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['stripe', 'voucher', 'manual'] }).notNull(),
    /** 'pending' at the provider, 'succeeded', 'failed' (provider refused: see failure_reason), 'manual' (to pay out by hand), 'paid_out'. */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'manual', 'paid_out'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    /** ticket_codes.id of the cancelled tickets (empty for items such as vouchers). */
    ticketCodeIds: jsonb('ticket_code_ids').$type<number[]>().notNull().default([]),
    /** Cancellation fee kept, in cents. */
    feeCents: integer('fee_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** Staff username, 'buyer' or 'system'. */
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_idempotency').on(t.idempotencyKey),
    index('refunds_order').on(t.orderId),
    check('refunds_amount', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Waiting list of a sold-out date (or one seat group of it). When places come back the next entry
 * gets an offer: a cart holding its places until offer_expires_at, reached by a personal link
 * (token_hash is the SHA-256 of the link's token).
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => ticketOffers.id, { onDelete: 'cascade' }),
    seatGroupId: integer('seat_group_id').references(() => ticketSeatGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    locale: text('locale').notNull().default('de'),
    /** Place in line; staff may reorder. */
    position: integer('position').notNull(),
    status: text('status', { enum: ['waiting', 'offered', 'used', 'expired', 'removed'] })
      .notNull()
      .default('waiting'),
    tokenHash: text('token_hash'),
    cartId: integer('cart_id').references(() => ticketCarts.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('waiting_list_offer').on(t.offerId, t.status, t.position),
    uniqueIndex('waiting_list_token').on(t.tokenHash),
    check('waiting_list_quantity', sql`${t.quantity} > 0`),
  ],
);
