import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '../log';
import * as schema from './schema';
import { gated } from './pglite-gate';
import { createPostgresPool } from './postgres';
import { importDrizzlePg, importDrizzlePglite, importPglite } from '../node-imports';

type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) produce this; domain code sees only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbDriver = 'pglite' | 'postgres';

type Holder = { db?: Db; driver?: DbDriver; close?: () => Promise<void> };

// One instance per process: PGlite is a single connection and must never be opened twice on one
// data directory; a pg Pool is the expensive thing to share. globalThis survives module reloads.
const holder: Holder = ((globalThis as { __museumDb?: Holder }).__museumDb ??= {});

type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * DB_TIMEOUT_MS for the server (lib/db/boot.ts): connect, statement and idle-transaction timeouts
   * on PostgreSQL, the bounded wait on PGlite, fail-fast while PostgreSQL is down. Scripts (seed,
   * migrate) leave it unset: their long statements are meant to run to the end.
   */
  timeoutMs?: number;
};

export async function openDb(options: OpenOptions): Promise<Db> {
  if (holder.db) return holder.db;
  if (options.databaseUrl) {
    const { drizzle } = await importDrizzlePg();
    const pool = await createPostgresPool(options.databaseUrl, {
      timeoutMs: options.timeoutMs ?? 0,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn({ component: 'db', error: error.message }, 'idle connection error'));
    holder.db = drizzle(pool, { schema }) as unknown as Db;
    holder.driver = 'postgres';
    holder.close = () => pool.end();
  } else {
    const client = await createPglite(options.inMemory ? undefined : path.resolve(options.dataDir ?? '.data', 'db'));
    const { drizzle } = await importDrizzlePglite();
    holder.db = drizzle(gated(client, options.timeoutMs ?? 0), { schema }) as unknown as Db;
    holder.driver = 'pglite';
    holder.close = () => client.close();
  }
  return holder.db;
}

export async function createPglite(dir?: string) {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await importPglite();
  if (dir) mkdirSync(dir, { recursive: true });
  // new PGlite(undefined, options) silently ignores the options (no extensions): pass them alone.
  const options = { extensions: { pg_trgm, unaccent } };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

/** The open database. Opened at boot by instrumentation.ts (or by a script or test). */
export function db(): Db {
  if (!holder.db) throw new Error('Database is not open: call ensureDatabase() first');
  return holder.db;
}

export function dbDriver(): DbDriver | undefined {
  return holder.driver;
}

/** Tests put their own in-memory database here. */
export function installDatabase(instance: Db, driver: DbDriver = 'pglite') {
  holder.db = instance;
  holder.driver = driver;
  holder.close = undefined;
}

export async function closeDb() {
  await holder.close?.();
  holder.db = undefined;
  holder.driver = undefined;
  holder.close = undefined;
}
