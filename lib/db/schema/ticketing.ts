import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';

/**
 * Box office inventory (features/ticketing). Everything is keyed by the event date's id_jet, the
 * number the external ticket system used, so an adapter for such a system could replace these
 * tables without the events knowing.
 */
export const ticketOffers = pgTable('ticket_offers', {
  id: serial('id').primaryKey(),
  idJet: integer('id_jet').notNull().unique(),
  /** Start of the event date, copied so orders and the calendar link need no join to events. */
  dateStart: timestamp('date_start', { withTimezone: true }),
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  ...timestamps,
});

/** Status '0' means not on sale (SPEC 5); any other value is offered. */
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
  (t) => [uniqueIndex('ticket_seat_groups_offer_code').on(t.offerId, t.seatGroup), check('ticket_seat_groups_capacity', sql`${t.capacity} >= 0`)],
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
  (t) => [uniqueIndex('ticket_timeslots_group_block').on(t.seatGroupId, t.blockId), check('ticket_timeslots_capacity', sql`${t.capacity} >= 0`)],
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
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('ticket_prices_group_sale_type').on(t.seatGroupId, t.saleTypeId)],
);

/** A visitor's cart, found by the random token in the HttpOnly cart cookie. */
export const ticketCarts = pgTable('ticket_carts', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  ...timestamps,
});

export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to the buyer and used in the order URL; random, so orders cannot be guessed. */
    code: text('code').notNull().unique(),
    cartId: integer('cart_id').references(() => ticketCarts.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('de'),
    /** 'reserved' = reserved, paid at the box office; 'paid' once a payment provider confirms. */
    status: text('status', { enum: ['reserved', 'paid', 'cancelled'] }).notNull().default('reserved'),
    paymentProvider: text('payment_provider').notNull().default('box-office'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [index('ticket_orders_created').on(t.createdAt)],
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
    ...timestamps,
  },
  (t) => [
    index('ticket_reservations_cart').on(t.cartId),
    index('ticket_reservations_group').on(t.seatGroupId, t.timeslotId),
    index('ticket_reservations_order').on(t.orderId),
    check('ticket_reservations_quantity', sql`${t.quantity} > 0`),
  ],
);

/** One code per ticket, printed as a QR code and checked at the gate. */
export const ticketCodes = pgTable('ticket_codes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => ticketOrders.id, { onDelete: 'cascade' }),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => ticketReservations.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

export type TicketOfferRow = typeof ticketOffers.$inferSelect;
export type TicketSeatGroupRow = typeof ticketSeatGroups.$inferSelect;
export type TicketTimeslotRow = typeof ticketTimeslots.$inferSelect;
export type TicketPriceRow = typeof ticketPrices.$inferSelect;
export type TicketReservationRow = typeof ticketReservations.$inferSelect;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
