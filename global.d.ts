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
  /**
   * Set by the database layer (lib/db, issue #17): true while the database is known to be
   * unreachable. scripts/server.mjs reads it to answer failing pages with the maintenance page.
   */
  var __museumDatabaseDown: (() => boolean) | undefined;
  /** The translated 503 maintenance page (self-contained HTML), for scripts/server.mjs. */
  var __museumMaintenancePage: ((locale: 'de' | 'en' | 'cs') => string) | undefined;
}
