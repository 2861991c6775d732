import { sql } from 'drizzle-orm';
import type { Client, Notification } from 'pg';
import { bumpProxyEpoch } from './cache';
import { importPg } from './node-imports';
import { db } from './db';

/**
 * Cache invalidation across instances on PostgreSQL (issue #18). Every instance keeps Next's page and
 * data caches and the proxy's copy of settings and redirects in its own memory and disk; a write
 * through one instance expires its tags there only. So:
 * - server/isr-cache-handler.ts hands every expired tag to `publish` below, which stores the time in
 *   cache_tag_expirations and announces it with NOTIFY on CHANNEL, in one statement;
 * - every instance LISTENs on one dedicated connection and keeps tag -> expired-at in `expirations`;
 *   the cache handler treats an entry written before one of its tags expired as a miss, and each
 *   notification bumps the proxy's epoch, so settings and redirects reload at once;
 * - a lost connection is reopened with backoff, and every (re)connect reads the whole table, so a
 *   notification sent while this instance was not listening is not missed.
 * PostgreSQL only: on PGlite there is one process, nothing starts here and the cache handler finds no
 * state (one property read per cache lookup).
 * The handler is plain CommonJS loaded by Next outside the bundler, so the two meet on globalThis.
 */
export const CHANNEL = 'museum_cache_tags';

/** NOTIFY payloads must stay under 8000 bytes; tags are sent in chunks below this. */
const PAYLOAD_BYTES = 6000;
const HEARTBEAT_MS = 15_000;
const MAX_BACKOFF_MS = 10_000;

export type TagSync = {
  /** tag -> when it last expired (ms since the epoch, like Next's tag manifest). */
  expirations: Map<string, number>;
  publish: (tags: string[], expiredAt: number) => Promise<void>;
  /** True while the LISTEN connection is open and the table has been read. */
  listening: boolean;
  stop: () => Promise<void>;
};

const holder = globalThis as typeof globalThis & { __museumTagSync?: TagSync };

export function tagSync(): TagSync | undefined {
  return holder.__museumTagSync;
}

/** Records expirations (the larger time wins) and lets the proxy reload settings and redirects. */
export function applyExpirations(expirations: Map<string, number>, entries: Iterable<readonly [string, number]>) {
  let changed = false;
  for (const [tag, at] of entries) {
    if (typeof tag !== 'string' || !Number.isFinite(at)) continue;
    if ((expirations.get(tag) ?? -Infinity) < at) {
      expirations.set(tag, at);
      changed = true;
    }
  }
  if (changed) bumpProxyEpoch();
  return changed;
}

/** Splits tags into groups whose JSON payload stays under the NOTIFY limit. */
export function chunkTags(tags: string[], budget = PAYLOAD_BYTES): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const tag of tags) {
    const cost = Buffer.byteLength(JSON.stringify(tag)) + 20;
    if (current.length > 0 && size + cost > budget) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(tag);
    size += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Parses a notification: [[tag, expiredAt], …]; anything else is ignored. */
export function parsePayload(payload: string | undefined): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && Number.isFinite(Number(e[1])),
      )
      .map(([t, at]) => [t, Number(at)]);
  } catch {
    return [];
  }
}

async function publish(tags: string[], expiredAt: number) {
  const at = Math.round(expiredAt);
  for (const chunk of chunkTags([...new Set(tags)])) {
    const list = sql.join(
      chunk.map((t) => sql`${t}`),
      sql`, `,
    );
    // One statement: the row and its notification commit together, and a later expiry never goes back.
    await db().execute(sql`
      with up as (
        insert into cache_tag_expirations (tag, expired_at)
        select t, ${at}::bigint from unnest(array[${list}]::text[]) as t
        on conflict (tag) do update set expired_at = greatest(cache_tag_expirations.expired_at, excluded.expired_at)
        returning tag, expired_at
      )
      select pg_notify(${CHANNEL}, (select json_agg(json_build_array(tag, expired_at))::text from up))`);
  }
}

/**
 * Starts the listener for this process (once; instrumentation.ts calls it when DATABASE_URL is set)
 * and gives it to the cache handler. Resolves when the first connection is listening or has failed
 * (then it keeps retrying).
 */
export async function startCacheSync(connectionString: string): Promise<TagSync> {
  holder.__museumTagSync ??= await createCacheSync(connectionString);
  return holder.__museumTagSync;
}

/** One listener with its own map (tests run two side by side, as two instances would). */
export async function createCacheSync(connectionString: string): Promise<TagSync> {
  const { Client: PgClient } = await importPg();
  const expirations = new Map<string, number>();
  let client: Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  const state: TagSync = {
    expirations,
    publish,
    listening: false,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      state.listening = false;
      await client?.end().catch(() => undefined);
    },
  };

  const drop = (current: Client, reason: string) => {
    if (client !== current) return;
    client = undefined;
    state.listening = false;
    clearInterval(heartbeat);
    current.end().catch(() => undefined);
    if (stopped) return;
    // 250 ms, 500 ms, … up to 10 s, with jitter so instances do not reconnect in step.
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures++) * (0.75 + Math.random() / 2);
    console.warn(`[cache-sync] listen connection lost (${reason}); reconnecting in ${Math.round(delay)} ms`);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    const current = new PgClient({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    client = current;
    current.on('error', (error) => drop(current, error.message));
    current.on('end', () => drop(current, 'closed'));
    current.on('notification', (message: Notification) => {
      if (message.channel === CHANNEL) applyExpirations(expirations, parsePayload(message.payload));
    });
    try {
      await current.connect();
      await current.query(`listen ${CHANNEL}`);
      // Listening first, then reading: an expiry committed in between arrives both ways, none is lost.
      const { rows } = await current.query<{ tag: string; expired_at: string }>(
        'select tag, expired_at from cache_tag_expirations',
      );
      applyExpirations(
        expirations,
        rows.map((r) => [r.tag, Number(r.expired_at)] as const),
      );
      // A reconnect may have missed expiries of tags this process has not cached yet: reload the proxy anyway.
      if (failures > 0) bumpProxyEpoch();
      failures = 0;
      state.listening = true;
      // A connection that died without a word (a dropped route, a frozen server) is noticed here.
      heartbeat = setInterval(() => {
        current.query('select 1').catch((error: Error) => drop(current, `heartbeat: ${error.message}`));
      }, HEARTBEAT_MS);
      heartbeat.unref();
    } catch (error) {
      drop(current, error instanceof Error ? error.message : String(error));
    }
  };

  await connect();
  return state;
}
