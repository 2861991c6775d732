import { sql } from 'drizzle-orm';
import { env } from '../env';
import { dbDriver, openDb } from './client';
import { migrate } from './migrate';

let booting: Promise<void> | undefined;

/**
 * Opens the database, applies migrations and, on an empty database, loads the demo content.
 * Called once per process: by instrumentation.ts at server start, and by the scripts.
 */
export function ensureDatabase(): Promise<void> {
  booting ??= (async () => {
    const settings = env();
    const database = await openDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
    await migrate(database);
    if (settings.SEED_DEMO) {
      const { seedIfEmpty } = await import('../seed');
      await seedIfEmpty(database);
    }
    // PGlite runs no autovacuum: without it, the planner's statistics age and index-only scans (the
    // events list's covering indexes) fall back to reading the table. Once per start is enough.
    if (dbDriver() === 'pglite') await database.execute(sql`vacuum analyze`);
  })();
  return booting;
}
