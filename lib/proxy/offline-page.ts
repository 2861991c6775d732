import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';
import type { Locale } from '@/i18n/config';

const messages = { de, en, cs };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A self-contained 503 page (no app, no database, no external file): title and hint in the locale,
 * with the landmarks of every page (header, main, footer), so it reads as the site without JavaScript.
 */
function page503(locale: Locale, title: string, hint: string) {
  const site = messages[locale].Common.siteName;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>503 – ${escape(title)} | ${escape(site)}</title><style>body{margin:0;min-height:100vh;display:grid;place-content:center;justify-items:center;font-family:Georgia,'Times New Roman',serif;background:#f6f1e7;color:#2b2a26}main{max-width:34rem;padding:2rem;text-align:center}p.code{font:600 1rem system-ui,sans-serif;letter-spacing:.2em;color:#7a5c2e}h1{font-size:2.25rem;margin:.5rem 0 1rem}</style></head><body><header><p class="code">${escape(site)}</p></header><main><p class="code">503</p><h1>${escape(title)}</h1><p>${escape(hint)}</p></main><footer><p><small>© ${escape(site)}</small></p></footer></body></html>`;
}

/** The 503 'Website offline' page: self-contained HTML, so it needs neither the app nor the database. */
export function offlinePage(locale: Locale) {
  const t = messages[locale].ErrorPage;
  return new Response(page503(locale, t.offline, t.offlineHint), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '300', 'cache-control': 'no-store' },
  });
}

/** Seconds a visitor (or a client of the API) should wait while the database is unavailable. */
export const MAINTENANCE_RETRY_SECONDS = 5;

/**
 * The 503 maintenance page shown while the database is unavailable (a page that is not cached
 * could not be rendered): the HTML only; the custom server and the API wrapper send it with
 * status 503, Retry-After and no-store.
 */
export function maintenancePageHtml(locale: Locale) {
  const t = messages[locale].ErrorPage;
  return page503(locale, t.maintenance, t.maintenanceHint);
}
