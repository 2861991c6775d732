import { timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '@/i18n/config';

/** Text kept in every language as one JSON object: {"de": "…", "en": "…", "cs": "…"}. */
export type LocalizedText = Localized<string>;

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
