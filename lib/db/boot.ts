import { env } from '../env';
import { openDb } from './client';
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
  })();
  return booting;
}
