import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails waiting to be sent (lib/mail-outbox.ts). A row is written in the same transaction as what
 * the mail is about (an order), so a committed order always has its mail queued; the worker sends
 * it, retries with backoff, and records the outcome. `kind` names the renderer ('mail': payload is the
 * finished mail; 'order': payload names the order, rendered when sent).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Goes into the .eml file name (an order code, 'account-42'). */
    tag: text('tag').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The poll sends a pending row from this time on (the request that queued it sends it first). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease: while it runs no other instance takes the row; a crashed sender's lease runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** 'smtp' or 'outbox' (the .eml folder). */
    deliveredVia: text('delivered_via'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
