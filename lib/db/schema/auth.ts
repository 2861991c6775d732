import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/** Staff accounts. Passwords are Argon2id hashes, older ones bcrypt until the next login (features/auth/server/password.ts). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  isStaff: boolean('is_staff').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * door: check-in and today's dates; box_office: orders, walk-in sale, refunds, reports, visitors;
   * editor: content (pages, programme, magazine, forms, media, navigation, opening hours, alerts);
   * admin: everything, also staff users, site settings, redirects and the audit log.
   */
  role: text('role', { enum: ['door', 'box_office', 'editor', 'admin'] })
    .notNull()
    .default('admin'),
  /** Admin areas this user may open (docs/requirements.md §7: admin_menus). */
  adminMenus: jsonb('admin_menus').$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** Server-side sessions; the cookie `sessionid` carries the random id, stored here as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request with this session (updated at most once a minute): STAFF_IDLE_MINUTES ends it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
