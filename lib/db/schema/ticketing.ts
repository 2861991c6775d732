import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { visitorAccounts } from './accounts';
import { seatPlans } from './seating';
import { timestamps, type LocalizedText } from './common';

/**
 * Box office inventory (features/box-office). Everything is keyed by the event date's id_jet, the
 * number the external ticket system used, so an adapter for such a system could replace these
 * tables without the events knowing.
 */
export const ticketOffers = pgTable('ticket_offers', {
  id: serial('id').primaryKey(),
  idJet: integer('id_jet').notNull().unique(),
  /** Start of the event date, copied so orders and the calendar link need no join to events. */
  dateStart: timestamp('date_start', { withTimezone: true }),
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  /** Online sale window; null: open from now until the date starts. */
  saleStart: timestamp('sale_start', { withTimezone: true }),
  saleEnd: timestamp('sale_end', { withTimezone: true }),
  /** A seated date sells the seats of this plan (copied to ticket_seats); null: general admission. */
  seatPlanId: integer('seat_plan_id').references(() => seatPlans.id, { onDelete: 'set null' }),
  /** Visitors may cancel tickets of this date until this many hours before it; null: the venue's setting. */
  cancelDeadlineHours: integer('cancel_deadline_hours'),
  /** The venue cancelled the date: every order of it was cancelled and refunded. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  ...timestamps,
});

/** Status '0' means not on sale (docs/requirements.md §5); any other value is offered. */
export const ticketSeatGroups = pgTable(
  'ticket_seat_groups',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => ticketOffers.id, { onDelete: 'cascade' }),
    /** The external seat group number, sent back by the widget as `seat_group`. */
    seatGroup: text('seat_group').notNull(),
    status: text('status').notNull().default('1'),
    text: jsonb('text').$type<LocalizedText>().notNull().default({}),
    /** Seats sold without a timeslot; seat groups with timeslots count per timeslot instead. */
    capacity: integer('capacity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ticket_seat_groups_offer_code').on(t.offerId, t.seatGroup),
    check('ticket_seat_groups_capacity', sql`${t.capacity} >= 0`),
  ],
);

export const ticketTimeslots = pgTable(
  'ticket_timeslots',
  {
    id: serial('id').primaryKey(),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => ticketSeatGroups.id, { onDelete: 'cascade' }),
    /** The external block number, sent back by the widget as `block_id`. */
    blockId: integer('block_id').notNull(),
    status: text('status').notNull().default('1'),
    timeStart: timestamp('time_start', { withTimezone: true }).notNull(),
    timeEnd: timestamp('time_end', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ticket_timeslots_group_block').on(t.seatGroupId, t.blockId),
    check('ticket_timeslots_capacity', sql`${t.capacity} >= 0`),
  ],
);

/** One price per sale type; the one named 'Vollpreis' is the full price, the others are discounts. */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    id: serial('id').primaryKey(),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => ticketSeatGroups.id, { onDelete: 'cascade' }),
    saleTypeId: integer('sale_type_id').notNull(),
    /** The ticket system's own (German) name, e.g. 'Vollpreis', 'Ermäßigt'. */
    name: text('name').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull().default({}),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** VAT in percent included in the price (0, 7 or 19; see billing.ts vatRates). */
    vatRate: integer('vat_rate').notNull().default(7),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('ticket_prices_group_sale_type').on(t.seatGroupId, t.saleTypeId)],
);

/** A visitor's cart, found by the random token in the HttpOnly cart cookie. */
export const ticketCarts = pgTable(
  'ticket_carts',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    /** Hash of the client address (from a trusted proxy) the cart was made from: the hold cap counts per client. */
    clientKey: text('client_key'),
    /** Holds extended while still live (one is allowed, as pretix does). */
    extensions: integer('extensions').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('ticket_carts_client').on(t.clientKey)],
);

export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to the buyer and used in the order URL; random, so orders cannot be guessed. */
    code: text('code').notNull().unique(),
    cartId: integer('cart_id').references(() => ticketCarts.id, { onDelete: 'set null' }),
    /** The visitor account the order is filed under (checkout while logged in, or claimed later). */
    accountId: integer('account_id').references(() => visitorAccounts.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('de'),
    /**
     * 'pending': waits for the e-mail confirmation or the online payment; 'reserved': confirmed, to be
     * paid by invoice or at the museum; 'paid'; 'cancelled'; 'expired': not confirmed or paid by
     * payment_due_at. Expiry is decided when read (see order-state.ts): a pending or reserved order
     * whose deadline has passed is expired even before a read writes the word.
     */
    status: text('status', { enum: ['pending', 'reserved', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    /**
     * 'free', 'invoice' (by invoice or at the museum), 'stripe', 'cash' or 'card' (card terminal) at the
     * counter; 'box-office' for orders made before payment choices.
     */
    paymentProvider: text('payment_provider').notNull().default('invoice'),
    /** 'online' (the shop) or 'box_office' (sold at the counter by created_by). */
    channel: text('channel', { enum: ['online', 'box_office'] })
      .notNull()
      .default('online'),
    createdBy: text('created_by'),
    /** The provider's reference (Stripe Checkout Session id). */
    paymentRef: text('payment_ref'),
    /** Sum of the lines. */
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    /** Paid with voucher credit; total minus this is what the buyer pays. */
    voucherAmount: numeric('voucher_amount', { precision: 10, scale: 2 }).notNull().default('0.00'),
    /** Until then the order holds its seats; null once paid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('ticket_orders_created').on(t.createdAt),
    index('ticket_orders_due').on(t.status, t.paymentDueAt),
    index('ticket_orders_account').on(t.accountId),
    index('ticket_orders_email').on(sql`lower(${t.email})`),
    index('ticket_orders_paid').on(t.paidAt),
  ],
);

/**
 * What a cart holds besides single tickets: a series subscription (its seats are reservation rows
 * with item_id, one per date, held together) or a value voucher. Ordered with the cart.
 */
export const ticketCartItems = pgTable(
  'ticket_cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => ticketCarts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['subscription', 'voucher'] }).notNull(),
    /** The series of a subscription. */
    seriesId: integer('series_id'),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    /** VAT in percent (subscriptions: the tickets' rate; value vouchers carry none when sold). */
    vatRate: integer('vat_rate').notNull().default(7),
    orderId: integer('order_id').references(() => ticketOrders.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('ticket_cart_items_cart').on(t.cartId),
    index('ticket_cart_items_order').on(t.orderId),
    check('ticket_cart_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Value vouchers. The balance is never stored: it is the value minus the redemptions of orders that
 * still stand, so a cancelled or expired order gives its credit back without anyone writing it.
 * A bought voucher is valid once its order is paid; staff-made vouchers have no order.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    value: numeric('value', { precision: 10, scale: 2 }).notNull(),
    orderId: integer('order_id').references(() => ticketOrders.id, { onDelete: 'cascade' }),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  // Every order page and order mail asks whether its order bought vouchers.
  (t) => [index('vouchers_order').on(t.orderId)],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_redemptions_voucher').on(t.voucherId),
    index('voucher_redemptions_order').on(t.orderId),
    check('voucher_redemptions_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Held seats. A row counts against capacity while `expires_at` is in the future or once it belongs
 * to an order (`order_id` set, `expires_at` null): expired holds simply stop counting, no sweeper.
 */
export const ticketReservations = pgTable(
  'ticket_reservations',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => ticketCarts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => ticketOffers.id, { onDelete: 'cascade' }),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => ticketSeatGroups.id, { onDelete: 'cascade' }),
    timeslotId: integer('timeslot_id').references(() => ticketTimeslots.id, { onDelete: 'cascade' }),
    priceId: integer('price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => ticketOrders.id, { onDelete: 'cascade' }),
    /** Set for the seats of a subscription: they belong to that cart item and go with it. */
    itemId: integer('item_id').references(() => ticketCartItems.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('ticket_reservations_cart').on(t.cartId),
    index('ticket_reservations_group').on(t.seatGroupId, t.timeslotId),
    index('ticket_reservations_order').on(t.orderId),
    check('ticket_reservations_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * The seats of a seated date, copied from its plan. A seat belongs to the reservation line in
 * reservation_id while that line counts (held, or ordered and not cancelled; see heldSeats): an
 * expired or cancelled line keeps the pointer but no longer owns the seat, and the next buyer simply
 * overwrites it. Seats of a seat group change only under that seat group's row lock.
 */
export const ticketSeats = pgTable(
  'ticket_seats',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => ticketOffers.id, { onDelete: 'cascade' }),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => ticketSeatGroups.id, { onDelete: 'cascade' }),
    /** The seat's key in the plan (section, row, number). */
    planKey: text('plan_key').notNull(),
    section: text('section').notNull(),
    row: text('row').notNull(),
    number: text('number').notNull(),
    rowIndex: integer('row_index').notNull(),
    col: integer('col').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    priority: integer('priority').notNull(),
    wheelchair: boolean('wheelchair').notNull().default(false),
    companion: boolean('companion').notNull().default(false),
    restricted: boolean('restricted').notNull().default(false),
    /** Why staff took the seat out of sale (press, technicians, companion); null when on sale. */
    blockedReason: text('blocked_reason'),
    blockedBy: text('blocked_by'),
    reservationId: integer('reservation_id').references(() => ticketReservations.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ticket_seats_offer_key').on(t.offerId, t.planKey),
    index('ticket_seats_group').on(t.seatGroupId),
    index('ticket_seats_reservation').on(t.reservationId),
  ],
);

/** One code per ticket, printed as a QR code and checked at the gate. */
export const ticketCodes = pgTable(
  'ticket_codes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => ticketReservations.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** The seat of a ticket on a seated date; staff may move it, the signed code stays the same. */
    seatId: integer('seat_id').references(() => ticketSeats.id, { onDelete: 'set null' }),
    /** First admission at the gate; a second scan is refused with this time. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by'),
    /** Cancelled (and refunded) on its own or with its order; the code no longer admits. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('ticket_codes_order').on(t.orderId)],
);

/** Keys the server makes itself once and shares through the database (all instances sign alike). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** rate-limiter-flexible's RateLimiterDrizzle store: limits hold across server instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

export type TicketOfferRow = typeof ticketOffers.$inferSelect;
export type TicketSeatGroupRow = typeof ticketSeatGroups.$inferSelect;
export type TicketTimeslotRow = typeof ticketTimeslots.$inferSelect;
export type TicketPriceRow = typeof ticketPrices.$inferSelect;
export type TicketReservationRow = typeof ticketReservations.$inferSelect;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketSeatRow = typeof ticketSeats.$inferSelect;
export type TicketCartItemRow = typeof ticketCartItems.$inferSelect;
