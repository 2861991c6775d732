import { sql } from 'drizzle-orm';
import { env } from '../env';
import { dbDriver, openDb, type Db } from './client';
import { migrate, withMigrationLock } from './migrate';

let booting: Promise<void> | undefined;

type BootOptions = {
  /** Loads the demo content into an empty database (seed/, passed in: lib does not import features). */
  seed?: (database: Db) => Promise<unknown>;
};

/**
 * Opens the database, applies migrations and, when SEED_DEMO is on, seeds an empty database.
 * Called once per process, by instrumentation.ts at server start.
 */
export function ensureDatabase(options: BootOptions = {}): Promise<void> {
  booting ??= (async () => {
    const settings = env();
    const database = await openDb({
      databaseUrl: settings.DATABASE_URL,
      dataDir: settings.DATA_DIR,
      timeoutMs: settings.DB_TIMEOUT_MS,
    });
    // Several instances may start at once on one PostgreSQL database: one at a time migrates and seeds.
    await withMigrationLock(settings.DATABASE_URL, async () => {
      await migrate(database);
      if (settings.SEED_DEMO && options.seed) await options.seed(database);
    });
    // PGlite runs no autovacuum: without it, the planner's statistics age and index-only scans (the
    // events list's covering indexes) fall back to reading the table. Once per start is enough.
    if (dbDriver() === 'pglite') await database.execute(sql`vacuum analyze`);
  })();
  return booting;
}
