import path from 'node:path';
import type { Db } from './client';
import { dbDriver } from './client';

export const migrationsFolder = path.resolve(process.cwd(), 'lib/db/migrations');

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export async function migrate(database: Db) {
  if (dbDriver() === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database as never, { migrationsFolder });
  }
}
