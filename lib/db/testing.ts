import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, installDatabase, type Db } from './client';
import { importPglite } from '../node-imports';
import { migrationsFolder } from './migrate';
import * as schema from './schema';

/**
 * A fresh in-memory PGlite with the real migrations, installed as the process database.
 * Route handlers and domain functions under test then read and write it through db().
 * `dump` (a `dumpDataDir()` tarball of such a database, see tests/setup/db-snapshots.ts) is loaded
 * instead: far quicker than creating the cluster and migrating it.
 */
export async function createTestDb(dump?: Uint8Array): Promise<Db> {
  const client = dump ? await loadPglite(dump) : await createPglite();
  const database = drizzle(client, { schema }) as unknown as Db;
  if (!dump) await migrate(database as never, { migrationsFolder });
  installDatabase(database);
  return database;
}

async function loadPglite(dump: Uint8Array) {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await importPglite();
  const client = new PGlite({ loadDataDir: new Blob([dump]), extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  return client;
}

/**
 * A fresh database on a real PostgreSQL server (TEST_DATABASE_URL), with the real migrations,
 * installed as the process database. `drop()` removes it again.
 */
export async function createPostgresTestDb(serverUrl: string, options: { poolSize?: number } = {}) {
  const { Pool } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const name = `museum_test_${process.pid}_${Date.now()}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  // Dropping the database terminates its idle connections (57P01); that is expected at teardown.
  const ignoreTermination = (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  };
  admin.on('error', ignoreTermination);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: options.poolSize ?? 20 });
  pool.on('error', ignoreTermination);
  const database = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(database as never, { migrationsFolder });
  installDatabase(database, 'postgres');
  return {
    db: database,
    pool,
    async drop() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
