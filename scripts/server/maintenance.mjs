/**
 * A page that fails while the database is known to be down becomes the translated maintenance page
 * (503, Retry-After, no-store) instead of the generic error page: visitors learn it is temporary
 * and caches keep nothing. The database flag and the page come from the app
 * (globalThis.__museumDatabaseDown / __museumMaintenancePage, set by lib/db); APIs answer their own
 * 503 JSON and are left alone.
 */
const NOT_PAGES = /^\/(?:(?:de|en|cs)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/(?:_next|media|monitoring)(?:\/|$)/;
const LOCALES = ['de', 'en', 'cs'];
const RETRY_AFTER_SECONDS = 30;

export function isPagePath(url = '/') {
  const path = url.split('?')[0];
  return !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

export function pageLocale(url = '/') {
  const first = url.split('?')[0].split('/')[1];
  return LOCALES.includes(first) ? first : 'de';
}

function maintenanceHtml(locale) {
  const page = globalThis.__museumMaintenancePage;
  if (typeof page === 'function') return page(locale);
  return '<!doctype html><html><head><meta charset="utf-8"><title>503</title></head><body><h1>503 Service Unavailable</h1></body></html>';
}

/**
 * Watches the status of a page answer: the moment Next.js would send headers with a status >= 500
 * while the database is down (writeHead, or the first write/end that sends them implicitly), the
 * maintenance page goes out instead and the rest of Next's body is dropped.
 */
export function remapDatabaseOutage(req, res) {
  if (!isPagePath(req.url)) return;
  const { writeHead, write, end } = res;
  let replaced = false;
  const outage = (status) =>
    !replaced &&
    !res.headersSent &&
    status >= 500 &&
    typeof globalThis.__museumDatabaseDown === 'function' &&
    !!globalThis.__museumDatabaseDown();
  const replace = () => {
    replaced = true;
    const html = maintenanceHtml(pageLocale(req.url));
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    writeHead.call(res, 503, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
    end.call(res, req.method === 'HEAD' ? undefined : html);
  };
  // What Next.js still writes after the swap is dropped; callbacks run so its pipes finish.
  const dropped = (args) => {
    const cb = args.find((a) => typeof a === 'function');
    if (cb) process.nextTick(cb);
  };
  res.writeHead = function (status, ...rest) {
    if (outage(status)) return (replace(), this);
    return writeHead.call(this, status, ...rest);
  };
  res.write = function (...args) {
    if (outage(this.statusCode)) replace();
    if (replaced) return (dropped(args), true);
    return write.apply(this, args);
  };
  res.end = function (...args) {
    if (outage(this.statusCode)) replace();
    if (replaced) return (dropped(args), this);
    return end.apply(this, args);
  };
}
