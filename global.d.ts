import type { routing } from '@/i18n/routing';
import type { formats } from '@/i18n/formats';
import type messages from '@/messages/de.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}

declare global {
  /** The database is known to be down (lib/db/health.ts); read by the custom server. */
  var __museumDatabaseDown: (() => boolean) | undefined;
  /** Queries waiting for a PostgreSQL pool connection (lib/db/postgres.ts); read by the shop's line. */
  var __museumDatabaseWaiting: (() => number) | undefined;
  /** The translated 503 maintenance page's HTML (lib/db/hooks.ts); sent by the custom server. */
  var __museumMaintenancePage: ((locale: 'de' | 'en' | 'cs') => string) | undefined;
  /** The app's steps of a graceful shutdown (lib/shutdown.ts); called by server/shutdown.ts. */
  var __museumShutdown: { stopBackground(): Promise<void>; close(): Promise<void> } | undefined;
  /** Set by the custom server when a shutdown began: GET /api/health answers 503 from then on. */
  var __museumDraining: boolean | undefined;
}
