import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';
import { media } from './media';

/** A CMS page. Its per-language paths live in page_paths; its content in containers. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  contentType: text('content_type').notNull().default('page'),
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  headline: jsonb('headline').$type<LocalizedText>().notNull().default({}),
  isOnline: boolean('is_online').notNull().default(true),
  isClickable: boolean('is_clickable').notNull().default(true),
  inMenu: boolean('in_menu').notNull().default(false),
  inFooter: boolean('in_footer').notNull().default(false),
  isLandingPage: boolean('is_landing_page').notNull().default(false),
  metaTitle: jsonb('meta_title').$type<LocalizedText>().notNull().default({}),
  metaDescription: jsonb('meta_description').$type<LocalizedText>().notNull().default({}),
  ogTitle: jsonb('og_title').$type<LocalizedText>().notNull().default({}),
  ogDescription: jsonb('og_description').$type<LocalizedText>().notNull().default({}),
  ogType: text('og_type').notNull().default('website'),
  ogImageId: integer('og_image_id').references(() => media.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** One path per page and language, without the language prefix ('' is the home page). */
export const pagePaths = pgTable(
  'page_paths',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    uniqueIndex('page_paths_locale_path').on(t.locale, t.path),
    uniqueIndex('page_paths_page_locale').on(t.pageId, t.locale),
  ],
);

/** A section of a page in one language: columns of typed blocks (features/blocks/definitions.ts). */
export type ContainerColumn = { classes: string; children: unknown[] };
export type ContainerSettings = {
  layout?: string;
  extra_class?: string;
  image?: number | null;
  variant?: string;
};

export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => containers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    model: text('model').notNull().default('section'),
    /** The entity this section belongs to when it is not a page (e.g. an event's extra content). */
    contentType: text('content_type'),
    objectId: integer('object_id'),
    settings: jsonb('settings').$type<ContainerSettings>().notNull().default({}),
    columns: jsonb('columns').$type<ContainerColumn[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('containers_slug_locale').on(t.slug, t.locale),
    index('containers_page').on(t.pageId, t.locale, t.position),
  ],
);

/** A section as drafts and versions keep it: the slug names it, settings and columns are its content. */
export type SectionSnapshot = { slug: string; settings: ContainerSettings; columns: ContainerColumn[] };

/**
 * A saved state of a page in one language (docs/requirements.md §4 and §6, page versions): every draft save and every
 * publish keeps one. state: draft (saved, not published), published (was live), scheduled (goes
 * live at publish_at, see page_schedules).
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label'),
    createdBy: integer('created_by'),
    state: text('state').notNull().default('published'),
    /** The page entity as GET /{lang}/pageeditor-api/page/{path} returned it when saved. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The page's sections in this state (null in versions kept before drafts existed). */
    sections: jsonb('sections').$type<SectionSnapshot[]>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_versions_page').on(t.pageId, t.locale, t.createdAt)],
);

/**
 * The working copy of a page in one language: what staff edit and autosave, not yet published.
 * revision counts its saves, so a save over someone else's newer one is refused (409).
 */
export const pageDrafts = pgTable(
  'page_drafts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    sections: jsonb('sections').$type<SectionSnapshot[]>().notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

/**
 * Publishing and unpublishing at a time: a job on the database, run by whichever server instance
 * claims it first (FOR UPDATE SKIP LOCKED), so it happens on time without a visitor and after a restart.
 */
export const pageSchedules = pgTable(
  'page_schedules',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    action: text('action').notNull(),
    versionId: integer('version_id').references(() => pageVersions.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_schedules_due').on(t.doneAt, t.runAt)],
);

/** Who has a page open in edit mode (docs/requirements.md §4: two editors, one page); refreshed while the editor is open. */
export const pageEditors = pgTable(
  'page_editors',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    userId: integer('user_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale, t.userId] })],
);

export type PageRow = typeof pages.$inferSelect;
export type ContainerRow = typeof containers.$inferSelect;
