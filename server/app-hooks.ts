/**
 * What the app (instrumentation.ts, lib/) hands the server through globalThis, since the server runs
 * outside the bundles: the database's state and the maintenance page (lib/db), the app's shutdown
 * steps (lib/shutdown.ts), and the hook that empties the response caches (lib/cache.ts and the cache
 * handler call it).
 */
export type AppHooks = {
  /** The database is known to be down (lib/db/health.ts). */
  __museumDatabaseDown?: () => boolean;
  /** Queries waiting for a connection of the PostgreSQL pool (lib/db/postgres.ts), for the shop's line. */
  __museumDatabaseWaiting?: () => number;
  /** The translated 503 maintenance page's HTML (lib/db/hooks.ts). */
  __museumMaintenancePage?: (locale: 'de' | 'en' | 'cs') => string;
  /** The app's steps of a graceful shutdown (lib/shutdown.ts). */
  __museumShutdown?: { stopBackground(): Promise<void>; close(): Promise<void> };
  /** A shutdown began: GET /api/health answers 503 from then on. */
  __museumDraining?: boolean;
  /** Empties every response cache of this process (server/stages/response-cache.ts). */
  __museumDropResponseCaches?: () => void;
  /**
   * Resolves when deferred work may start in this process: no shop write at work and nothing else
   * deferred running, or after a second (server/admission/writes-first.ts); call the function it
   * gives when done. Set by the admission stage; lib/mail-outbox.ts sends a checkout's mails in it.
   */
  __museumAfterShopWrites?: () => Promise<() => void>;
  /** Set by lib/cache-sync.ts when DATABASE_URL is set. */
  __museumTagSync?: { expirations: Map<string, number>; publish(tags: string[], at: number): Promise<void> };
};

export const appHooks = globalThis as unknown as AppHooks;

/** The app says its database is down (false before the app has set the hook). */
export const databaseDown = () =>
  typeof appHooks.__museumDatabaseDown === 'function' && !!appHooks.__museumDatabaseDown();
