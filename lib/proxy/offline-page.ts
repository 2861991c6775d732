import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';
import type { Locale } from '@/i18n/config';

const messages = { de, en, cs };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 503 'Website offline' page: self-contained HTML, so it needs neither the app nor the database. */
export function offlinePage(locale: Locale) {
  const t = messages[locale].ErrorPage;
  const site = messages[locale].Common.siteName;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>503 – ${escape(t.offline)} | ${escape(site)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Georgia,'Times New Roman',serif;background:#f6f1e7;color:#2b2a26}main{max-width:34rem;padding:2rem;text-align:center}p.code{font:600 1rem system-ui,sans-serif;letter-spacing:.2em;color:#7a5c2e}h1{font-size:2.25rem;margin:.5rem 0 1rem}</style></head><body><main><p class="code">503</p><h1>${escape(t.offline)}</h1><p>${escape(t.offlineHint)}</p><p><small>${escape(site)}</small></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '300', 'cache-control': 'no-store' },
  });
}
