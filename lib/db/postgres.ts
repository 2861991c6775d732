import type { Pool, PoolClient } from 'pg';
import { assertDatabaseUp, noteDatabaseError, setDatabaseProbe } from './health';
import { importPg } from '../node-imports';

/** Time the server gets to cancel a statement itself (57014) before the client stops reading. */
const READ_SLACK_MS = 250;

/**
 * The pool's limits for one DB_TIMEOUT_MS: connecting, one statement (server side, and the client's
 * read timeout for a server that does not answer at all), and a transaction left idle (it would hold
 * its locks and its connection). 0 switches them off.
 */
function poolTimeouts(timeoutMs: number) {
  if (timeoutMs <= 0) return {};
  return {
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + READ_SLACK_MS,
    idle_in_transaction_session_timeout: timeoutMs,
    keepAlive: true,
  };
}

/**
 * A node-postgres pool for the app: the timeouts above, and every query (and every transaction's
 * connection) goes through the health flag: it fails at once while the database is known down, and
 * an unreachable server marks it down (lib/db/health.ts), with a probe that connects anew.
 */
export async function createPostgresPool(
  connectionString: string,
  options: { timeoutMs: number; max: number },
): Promise<Pool> {
  const { Pool: PgPool, Client } = await importPg();
  const pool = new PgPool({ connectionString, max: options.max, ...poolTimeouts(options.timeoutMs) });
  guardPool(pool);
  // The custom server's admission control counts queries waiting for a connection (server/admission).
  globalThis.__museumDatabaseWaiting = () => pool.waitingCount;
  // An idle connection the server closed (shutdown, restart) tells before any query does.
  pool.on('error', noteDatabaseError);
  const probeTimeout = Math.min(options.timeoutMs || 1000, 1000);
  setDatabaseProbe(async () => {
    // A fresh connection: the pool's may all be dead (server restarted) or stuck (server frozen).
    const client = new Client({ connectionString, connectionTimeoutMillis: probeTimeout, query_timeout: probeTimeout });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  return pool;
}

const GUARDED = Symbol('museum.guarded');
type Guarded = { [GUARDED]?: true };

/** Wraps the pool's query and connect (promise forms; pg-pool's own callback calls pass through). */
function guardPool(pool: Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    try {
      assertDatabaseUp();
    } catch (error) {
      return Promise.reject(error);
    }
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      noteDatabaseError(error);
      throw error;
    });
  };
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    if (typeof args[0] === 'function') return connect(...args);
    try {
      assertDatabaseUp();
    } catch (error) {
      return Promise.reject(error);
    }
    return (connect() as Promise<PoolClient>).then(guardClient, (error: unknown) => {
      noteDatabaseError(error);
      throw error;
    });
  };
  return pool;
}

/** A checked-out connection (a transaction): its failures count for the health flag too. */
function guardClient(client: PoolClient) {
  const marked = client as PoolClient & Guarded;
  if (marked[GUARDED]) return client;
  marked[GUARDED] = true;
  // pg-pool listens for errors only on idle connections: a checked-out one whose server goes away
  // (restart, network) emits 'error' with no listener, which would end the process.
  client.on('error', noteDatabaseError);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(noteDatabaseError);
    return result;
  };
  return client;
}
