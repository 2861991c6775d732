import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, useDatabase, type Db } from './client';
import { migrationsFolder } from './migrate';
import * as schema from './schema';

/**
 * A fresh in-memory PGlite with the real migrations, installed as the process database.
 * Route handlers and domain functions under test then read and write it through db().
 */
export async function createTestDb(): Promise<Db> {
  const client = await createPglite();
  const database = drizzle(client, { schema }) as unknown as Db;
  await migrate(database as never, { migrationsFolder });
  useDatabase(database);
  return database;
}
