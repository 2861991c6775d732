import { isLocale } from '@/i18n/config';
import { maintenancePageHtml } from '../proxy/offline-page';
import { databaseUnavailableNow } from './health';

/**
 * What the custom server (server/main.ts, outside the bundles) asks when a page answered >= 500:
 * is the database down (or did it just run into DB_TIMEOUT_MS), and the translated maintenance page to send instead (503). Set once per
 * process by instrumentation.ts.
 */
export function installDatabaseHooks() {
  globalThis.__museumDatabaseDown = databaseUnavailableNow;
  globalThis.__museumMaintenancePage = (locale) => maintenancePageHtml(isLocale(locale) ? locale : 'de');
}
