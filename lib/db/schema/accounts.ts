import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/**
 * Visitor accounts: buyers of the box office, never staff. They live apart from `users` (staff) with
 * their own sessions and cookie, so no visitor session can ever reach an editor or dashboard check.
 */
export const visitorAccounts = pgTable('visitor_accounts', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased and trimmed; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  /** Language of the account's mails and the language the account area opens in. */
  locale: text('locale').notNull().default('de'),
  /** Null until the sign-up link was followed; unverified accounts cannot log in. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** 'off', 'pending' (confirmation mail sent: double opt-in), 'on'. */
  newsletter: text('newsletter', { enum: ['off', 'pending', 'on'] })
    .notNull()
    .default('off'),
  newsletterConfirmedAt: timestamp('newsletter_confirmed_at', { withTimezone: true }),
  /** Staff deactivated the account: it cannot log in; its orders stay. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  ...timestamps,
});

/** Visitor sessions; the cookie carries the random id, stored here as a SHA-256 hash. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_sessions_account').on(t.accountId)],
);

/**
 * One-time links mailed to visitors (sign-up verification, password reset, newsletter opt-in):
 * stored as a SHA-256 hash, used at most once, valid until expires_at.
 */
export const visitorTokens = pgTable(
  'visitor_tokens',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'newsletter'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_tokens_account').on(t.accountId, t.purpose)],
);

/** Events and productions a visitor marked with the heart. */
export const visitorFavorites = pgTable(
  'visitor_favorites',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['event', 'production'] }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.itemId] })],
);

export type VisitorAccountRow = typeof visitorAccounts.$inferSelect;
