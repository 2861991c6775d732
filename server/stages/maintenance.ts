/**
 * A page that fails while the database is known to be down becomes the translated maintenance page
 * (503, Retry-After, no-store) instead of the generic error page: visitors learn it is temporary
 * and caches keep nothing. The database flag and the page come from the app (app-hooks.ts, set by
 * lib/db); APIs answer their own 503 JSON and are left alone.
 */
import { appHooks, databaseDown } from '../app-hooks.js';
import type { Stage } from '../pipeline.js';
import { isPagePath, pageLocale, type Locale } from '../pages.js';
import { replaceAnswer } from './replace-answer.js';

const RETRY_AFTER_SECONDS = 30;

function maintenanceHtml(locale: Locale): string {
  const page = appHooks.__museumMaintenancePage;
  if (typeof page === 'function') return page(locale);
  return '<!doctype html><html><head><meta charset="utf-8"><title>503</title></head><body><h1>503 Service Unavailable</h1></body></html>';
}

export function maintenance(): Stage {
  return {
    name: 'maintenance',
    enter(req, res) {
      if (!isPagePath(req.url)) return;
      // Down when the request came in counts too: a page that failed on the outage may finish just
      // after the database is seen back.
      const downAtStart = databaseDown();
      return replaceAnswer(
        res,
        (status) => status >= 500 && (downAtStart || databaseDown()),
        (out) => {
          const html = maintenanceHtml(pageLocale(req.url));
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          out.head(503, {
            'content-type': 'text/html; charset=utf-8',
            'content-length': Buffer.byteLength(html),
            'retry-after': String(RETRY_AFTER_SECONDS),
            'cache-control': 'no-store',
          });
          out.end(req.method === 'HEAD' ? undefined : html);
        },
      );
    },
  };
}
