import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';

/** Forms built by staff (docs/requirements.md §3: Form). Title, intro and slug exist in every language. */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  slug: jsonb('slug').$type<LocalizedText>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  intro: jsonb('intro').$type<LocalizedText>().notNull().default({}),
  /** Shown after a successful submission. */
  thankYou: jsonb('thank_you').$type<LocalizedText>().notNull().default({}),
  submitLabel: jsonb('submit_label').$type<LocalizedText>().notNull().default({}),
  ...timestamps,
});

/**
 * docs/requirements.md §3: Form field. field_type is the numeric code of features/forms/field-types.ts;
 * choices are a comma-separated list per language, as the form builder writes them.
 */
export const formFields = pgTable(
  'form_fields',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    slug: text('slug').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    fieldType: integer('field_type').notNull(),
    required: boolean('required').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    choices: jsonb('choices').$type<LocalizedText>().notNull().default({}),
    defaultValue: jsonb('default_value').$type<LocalizedText>().notNull().default({}),
    placeholder: jsonb('placeholder').$type<LocalizedText>().notNull().default({}),
    helpText: jsonb('help_text').$type<LocalizedText>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('form_fields_form_slug').on(t.formId, t.slug),
    index('form_fields_form').on(t.formId, t.position),
  ],
);

/** One submission; values maps field slug to what was entered (file fields hold form_files ids). */
export const formEntries = pgTable(
  'form_entries',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    values: jsonb('values').$type<Record<string, string | string[] | boolean | number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_entries_form').on(t.formId, t.createdAt)],
);

/**
 * Uploaded files, stored in DATA_DIR/uploads under storedName (never the visitor's name). A file
 * is temporary (entryId null) until an entry claims it in the same transaction that stores the entry.
 */
export const formFiles = pgTable(
  'form_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: integer('entry_id').references(() => formEntries.id, { onDelete: 'cascade' }),
    fieldSlug: text('field_slug'),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_files_entry').on(t.entryId), index('form_files_created').on(t.createdAt)],
);

/**
 * A form sent without JavaScript and refused: what the visitor typed and the messages, until the
 * check page (forms/[slug]/[id]/check?draft=token) shows them. In the database, not in one process's
 * memory: behind a load balancer the redirect to the check page may reach another instance.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    token: text('token').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    data: jsonb('data')
      .$type<{ values: Record<string, unknown>; errors: Record<string, string>; summary: string }>()
      .notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_drafts_expires').on(t.expiresAt)],
);

export type FormRow = typeof forms.$inferSelect;
export type FormFieldRow = typeof formFields.$inferSelect;
export type FormEntryRow = typeof formEntries.$inferSelect;
export type FormFileRow = typeof formFiles.$inferSelect;
