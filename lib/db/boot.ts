import { sql } from 'drizzle-orm';
import { env } from '../env';
import { dbDriver, openDb, type Db } from './client';
import { migrate } from './migrate';

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
    const database = await openDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR, timeoutMs: settings.DB_TIMEOUT_MS });
    await oneAtATime(settings.DATABASE_URL, async () => {
      await migrate(database);
      if (settings.SEED_DEMO && options.seed) await options.seed(database);
    });
    // PGlite runs no autovacuum: without it, the planner's statistics age and index-only scans (the
    // events list's covering indexes) fall back to reading the table. Once per start is enough.
    if (dbDriver() === 'pglite') await database.execute(sql`vacuum analyze`);
  })();
  return booting;
}

/** Any number fixed for this purpose: the advisory lock that lets one instance migrate and seed at a time. */
const BOOT_LOCK = 724_018_001;

/**
 * Instances started together on one PostgreSQL must not migrate or seed an empty database twice at
 * once (duplicate tables, two demo villages): the first takes a session advisory lock on its own
 * connection, the others wait for it and then find the work done. PGlite is one process: no lock.
 */
async function oneAtATime(databaseUrl: string | undefined, work: () => Promise<void>) {
  if (!databaseUrl) return work();
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOOT_LOCK]);
    await work();
  } finally {
    // Closing the session releases the lock, also when the work failed.
    await client.end().catch(() => undefined);
  }
}
