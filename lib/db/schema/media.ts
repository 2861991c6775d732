import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';

/**
 * Images and files. The original and its generated sizes live in DATA_DIR/media/{id}/ and are
 * served by app/media/[id]/[file]/route.ts with long cache headers.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull().default(0),
  /** Sizes generated next to the original, e.g. {"small": "small.webp", "large": "large.webp"}. */
  sizes: jsonb('sizes').$type<Record<string, string>>().notNull().default({}),
  alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
  caption: jsonb('caption').$type<LocalizedText>().notNull().default({}),
  credit: text('credit'),
  ...timestamps,
});

export type MediaRow = typeof media.$inferSelect;
