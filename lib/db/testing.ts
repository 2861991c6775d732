import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, installDatabase, type Db } from './client';
import { importPglite } from '../node-imports';
import { migrationsFolder } from './migrate';
import * as schema from './schema';

/**
 * A fresh in-memory PGlite with the real migrations, installed as the process database.
 * Route handlers and domain functions under test then read and write it through db().
 * `dump` (a `dumpTestDb()` of such a database, see tests/helpers/db.ts) is loaded
 * instead: far quicker than creating the cluster and migrating it.
 */
export async function createTestDb(dump?: Uint8Array): Promise<Db> {
  const client = dump ? await loadPglite(dump) : await createPglite();
  const database = drizzle(client, { schema }) as unknown as Db;
  if (!dump) await migrate(database as never, { migrationsFolder });
  installDatabase(database);
  return database;
}

/** The in-memory PGlite behind a test database as a tarball for `createTestDb(dump)`. */
export async function dumpTestDb(database: Db) {
  const client = (database as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

async function loadPglite(dump: Uint8Array) {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await importPglite();
  // A copy: Blob takes only a Uint8Array over a plain ArrayBuffer (a file's Buffer may be over a shared one).
  const client = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  return client;
}

/**
 * A fresh database on a real PostgreSQL server (TEST_DATABASE_URL), with the real migrations,
 * installed as the process database. `drop()` removes it again. It is a copy (CREATE DATABASE ...
 * TEMPLATE, a file copy on the server) of a migrated template that the first caller makes, instead
 * of running every migration again in each test file.
 */
export async function createPostgresTestDb(serverUrl: string, options: { poolSize?: number } = {}) {
  const { Pool } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const name = `museum_test_${process.pid}_${Date.now()}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  // Dropping the database terminates its idle connections (57P01); that is expected at teardown.
  const ignoreTermination = (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  };
  admin.on('error', ignoreTermination);
  const template = await migratedTemplate(admin, serverUrl);
  await admin.query(`create database ${name} template ${template}`);
  const pool = new Pool({ connectionString: databaseUrl(serverUrl, name), max: options.poolSize ?? 20 });
  pool.on('error', ignoreTermination);
  const database = drizzlePg(pool, { schema }) as unknown as Db;
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

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' contents name the template: a new migration makes a new one. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated template database, made once per server and set of migrations (under an advisory
 * lock, so files starting at once make it once). It is migrated under another name and renamed
 * when complete: a half-made template is never copied. No connection stays open on it, or copies fail.
 */
async function migratedTemplate(admin: Pool, serverUrl: string) {
  const name = `museum_template_${migrationsHash()}`;
  const exists = async (client: PoolClient) =>
    ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  const client = await admin.connect();
  try {
    if (await exists(client)) return name;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(client)) return name;
      const { Pool } = await import('pg');
      const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      const building = `${name}_${process.pid}`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const pool = new Pool({ connectionString: databaseUrl(serverUrl, building), max: 1 });
      await migratePg(drizzlePg(pool, { schema }) as never, { migrationsFolder });
      await pool.end();
      // The migration's session may take a moment to leave the server after pool.end().
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`alter database ${building} rename to ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
