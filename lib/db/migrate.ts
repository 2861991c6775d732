import path from 'node:path';
import type { Db } from './client';
import { dbDriver } from './client';
import { importPg, importPgMigrator, importPgliteMigrator } from '../node-imports';

export const migrationsFolder = path.resolve(process.cwd(), 'lib/db/migrations');

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export async function migrate(database: Db) {
  if (dbDriver() === 'postgres') {
    const { migrate: run } = await importPgMigrator();
    await run(database as never, { migrationsFolder });
  } else {
    const { migrate: run } = await importPgliteMigrator();
    await run(database as never, { migrationsFolder });
  }
}

/**
 * Runs `work` (migrations, then the demo seed of an empty database) while holding a PostgreSQL
 * advisory lock, so instances started at once take turns: the first migrates and seeds, the next
 * find nothing left to do. Without it two could apply one migration twice (`relation already
 * exists`) or seed the demo twice. The lock is a session lock on its own connection: a process that
 * dies mid-way loses its connection and with it the lock. PGlite (one process) needs none.
 */
export async function withMigrationLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const { Client } = await importPg();
  const client = new Client({ connectionString: databaseUrl });
  // A server that goes away mid-migration rejects the pending query; the 'error' event must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('museum:migrate-and-seed'))`);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
