import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '@/i18n/config';
import { timestamps, type LocalizedText } from './common';
import { media } from './media';

/** Magazine categories (docs/requirements.md §3, Article category: id, name, slug). */
export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: jsonb('slug').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

/** #Topics of the magazine. */
export const articleTags = pgTable('article_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: jsonb('slug').$type<LocalizedText>().notNull(),
});

/**
 * A magazine article. The body is a list of blocks per language (features/blocks/definitions.ts);
 * an article without a title in a language is not shown in that language.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    slug: jsonb('slug').$type<LocalizedText>().notNull(),
    teaser: jsonb('teaser').$type<LocalizedText>().notNull().default({}),
    body: jsonb('body').$type<Localized<unknown[]>>().notNull().default({}),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isOnline: boolean('is_online').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('articles_published').on(t.isOnline, t.publishedAt)],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index('article_category_links_category').on(t.categoryId),
  ],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tag_links_tag').on(t.tagId)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleCategoryRow = typeof articleCategories.$inferSelect;
export type ArticleTagRow = typeof articleTags.$inferSelect;
