import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One searchable document per entity and language (events, productions, articles, pages, persons,
 * venues). `tsv` holds title (weight A) and body (weight B) under the language's text search
 * configuration (features/search/server/config.ts); `title_key` is the lower-cased, unaccented
 * title for trigram typo matching. GIN indexes are created in the search_setup migration.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    date: timestamp('date', { withTimezone: true }),
    imageId: integer('image_id'),
    titleKey: text('title_key').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    uniqueIndex('search_documents_entity').on(t.kind, t.entityId, t.locale),
    index('search_documents_locale_kind').on(t.locale, t.kind),
  ],
);

/**
 * The autocomplete source: whole titles and title words per language, lower-cased and unaccented in
 * `term`, counted by how many documents carry them. Prefix lookups use a text_pattern_ops index.
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    term: text('term').notNull(),
    label: text('label').notNull(),
    docCount: integer('doc_count').notNull().default(1),
  },
  (t) => [uniqueIndex('search_suggestions_locale_term').on(t.locale, t.term)],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;
