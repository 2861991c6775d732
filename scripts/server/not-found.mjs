/**
 * Next.js answers a page that calls notFound() with an empty error shell (`<html id="__next_error__">`):
 * its content, our 404 page, appears only once JavaScript runs (vercel/next.js#62228, open in 16.4).
 * Without JavaScript, and for tools that read the HTML, the page was blank: no lang, no <main>, no
 * <h1>. So the moment Next sends a 404 for a page (a document request, not a client navigation's RSC
 * fetch), its body is dropped and the HTML of /{lang}/not-found-body goes out instead: the same
 * 404 view with the site's header and footer, rendered and cached like any page. The server asks
 * itself for it over loopback with a per-process token (proxy.ts refuses everyone else), and keeps
 * each language's copy for a short while.
 */
import { randomBytes } from 'node:crypto';
import { isPagePath, pageLocale } from './maintenance.mjs';

export const NOT_FOUND_BODY_HEADER = 'x-museum-not-found-body';
const KEEP_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

/** A client navigation asks for the RSC payload, which renders the 404 by itself. */
const isRscRequest = (req) => req.headers.rsc === '1' || /[?&]_rsc=/.test(req.url ?? '');

export function createNotFoundBodies(port) {
  const token = randomBytes(18).toString('base64url');
  // proxy.ts runs in this process and reads the token from here.
  process.env.MUSEUM_NOT_FOUND_TOKEN = token;
  const copies = new Map();

  async function body(locale) {
    const kept = copies.get(locale);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.html;
    const res = await fetch(`http://localhost:${port}/${locale}/not-found-body`, {
      headers: { [NOT_FOUND_BODY_HEADER]: token, 'accept-language': locale },
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (res.status !== 200) throw new Error(`/${locale}/not-found-body answered ${res.status}`);
    const html = await res.text();
    copies.set(locale, { html, at: Date.now() });
    return html;
  }

  /** Watches a page answer; a 404 with Next's body becomes a 404 with the full page. */
  return function serveFullNotFound(req, res) {
    // Old addresses such as /seite.html are pages to a visitor too; other files stay plain.
    const page = isPagePath(req.url) || /^[^?]*\.html?(\?|$)/i.test(req.url ?? '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !page || isRscRequest(req)) return;
    if (req.headers[NOT_FOUND_BODY_HEADER]) return;
    const { writeHead, write, end } = res;
    let replaced = false;
    const notFound = (status) => !replaced && !res.headersSent && status === 404;
    const replace = () => {
      replaced = true;
      body(pageLocale(req.url)).then(
        (html) => {
          // Security headers and cookies stay; what described Next's body goes.
          for (const name of [
            'content-encoding',
            'content-length',
            'content-type',
            'etag',
            'transfer-encoding',
            'cache-control',
          ])
            res.removeHeader(name);
          writeHead.call(res, 404, {
            'content-type': 'text/html; charset=utf-8',
            'content-length': Buffer.byteLength(html),
            'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
            'x-robots-tag': 'noindex',
          });
          end.call(res, req.method === 'HEAD' ? undefined : html);
        },
        (error) => {
          // Next's own answer is gone by now: a plain page that still says what happened.
          console.error('[not-found] could not load the 404 page:', error instanceof Error ? error.message : error);
          const html = `<!doctype html><html lang="${pageLocale(req.url)}"><head><meta charset="utf-8"><title>404</title></head><body><main><h1>404</h1></main></body></html>`;
          writeHead.call(res, 404, {
            'content-type': 'text/html; charset=utf-8',
            'content-length': Buffer.byteLength(html),
            'cache-control': 'no-store',
          });
          end.call(res, req.method === 'HEAD' ? undefined : html);
        },
      );
    };
    const dropped = (args) => {
      const cb = args.find((a) => typeof a === 'function');
      if (cb) process.nextTick(cb);
    };
    res.writeHead = function (status, ...rest) {
      if (notFound(status)) return (replace(), this);
      if (replaced) return this;
      return writeHead.call(this, status, ...rest);
    };
    res.write = function (...args) {
      if (notFound(this.statusCode)) replace();
      if (replaced) return (dropped(args), true);
      return write.apply(this, args);
    };
    res.end = function (...args) {
      if (notFound(this.statusCode)) replace();
      if (replaced) return (dropped(args), this);
      return end.apply(this, args);
    };
  };
}
