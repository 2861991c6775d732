import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every write through the resource API (features/resources): who, when, which resource and record,
 * and what changed ({field: [before, after]}). Administrators list it in the dashboard.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'restore'] }).notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_record').on(t.resource, t.recordId)],
);

/**
 * Deleted records, kept whole (the resource's editable representation) for 30 days so a delete can
 * be undone: restoring writes the record back under its old id. Public reads never see this table.
 */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    label: text('label').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    deletedBy: text('deleted_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trash_record').on(t.resource, t.recordId), index('trash_deleted_at').on(t.deletedAt)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type TrashRow = typeof trash.$inferSelect;
