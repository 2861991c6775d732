import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';
import { pages } from './content';

/** Menu, footer and sticky navigation. A link points at a page or at a per-language URL. */
export const navItems = pgTable(
  'nav_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu', { enum: ['main', 'secondary', 'footer', 'sticky'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    url: jsonb('url').$type<LocalizedText>(),
    hasTabNavigation: boolean('has_tab_navigation').notNull().default(false),
  },
  (t) => [index('nav_items_menu').on(t.menu, t.position)],
);

export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  oldPath: text('old_path').notNull().unique(),
  newPath: text('new_path').notNull(),
  ...timestamps,
});

/** Exactly one row (id 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  isSiteOnline: boolean('is_site_online').notNull().default(true),
  isShopOnline: boolean('is_shop_online').notNull().default(true),
  /** Box office rules (tickets are held 15 minutes, docs/requirements.md §9; these are the venue's choices). */
  maxTicketsPerOrder: integer('max_tickets_per_order').notNull().default(10),
  maxHeldPerClient: integer('max_held_per_client').notNull().default(20),
  /** Time to confirm by e-mail or pay online before an order expires. */
  paymentMinutes: integer('payment_minutes').notNull().default(30),
  /** Time to pay a confirmed invoice order (never later than the first date starts). */
  invoiceDays: integer('invoice_days').notNull().default(14),
  /** Seated dates: refuse a choice of seats that leaves one empty seat between two taken ones. */
  noSingleSeatGap: boolean('no_single_seat_gap').notNull().default(true),
  htmlHeader: text('html_header').notNull().default(''),
  htmlFooterTop: text('html_footer_top').notNull().default(''),
  htmlFooterBottom: text('html_footer_bottom').notNull().default(''),
  htmlFooterLogos: text('html_footer_logos').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Exactly one row (id 1); the JSON is validated by features/site/design-settings.ts. */
export const designSettings = pgTable('design_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const breakingNews = pgTable('breaking_news', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  text: jsonb('text').$type<LocalizedText>().notNull().default({}),
  linkUrl: jsonb('link_url').$type<LocalizedText>(),
  linkTitle: jsonb('link_title').$type<LocalizedText>(),
  isActive: boolean('is_active').notNull().default(true),
  onlineFrom: timestamp('online_from', { withTimezone: true }),
  onlineTo: timestamp('online_to', { withTimezone: true }),
  ...timestamps,
});

/**
 * Regular opening hours: one or more entries per weekday (0 = Sunday), optionally valid only
 * within a season (valid_from/valid_to, inclusive dates).
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    weekday: smallint('weekday').notNull(),
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    closed: boolean('closed').notNull().default(false),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    alternativeLinkUrl: text('alternative_link_url'),
    alternativeText: jsonb('alternative_text').$type<LocalizedText>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('opening_hours_weekday').on(t.weekday)],
);

/** Days that differ from the regular hours (holidays, events); they override regular hours. */
export const openingHoursExceptions = pgTable(
  'opening_hours_exceptions',
  {
    id: serial('id').primaryKey(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    closed: boolean('closed').notNull().default(false),
    alternativeLinkUrl: text('alternative_link_url'),
    alternativeText: jsonb('alternative_text').$type<LocalizedText>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('opening_hours_exceptions_dates').on(t.dateFrom, t.dateTo)],
);

/** Pages visitors asked for that did not exist (POST /api/dashboard-error-log/). */
export const errorLog = pgTable(
  'error_log',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    status: smallint('status').notNull().default(404),
    referrer: text('referrer'),
    hits: integer('hits').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('error_log_url_status').on(t.url, t.status)],
);

export type NavItemRow = typeof navItems.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
export type OpeningHoursExceptionRow = typeof openingHoursExceptions.$inferSelect;
export type BreakingNewsRow = typeof breakingNews.$inferSelect;
