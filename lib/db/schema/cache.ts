import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * When each cache tag last expired, for every instance on this database (lib/cache-sync.ts). A write
 * through one instance stores the time here and announces it with NOTIFY; the others expire their
 * cached pages and data of that tag, and an instance that was disconnected reads the table again.
 * Milliseconds since the epoch, as Next's own tag manifest keeps them and compares them with a cache
 * entry's lastModified. One row per tag, so the table is bounded by the tags the site uses.
 */
export const cacheTagExpirations = pgTable('cache_tag_expirations', {
  tag: text('tag').primaryKey(),
  expiredAt: bigint('expired_at', { mode: 'number' }).notNull(),
});
