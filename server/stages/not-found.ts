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
import type { IncomingMessage } from 'node:http';
import { NEXT_HEADERS, NEXT_RSC_QUERY } from '../next-internals.js';
import type { Stage } from '../pipeline.js';
import { isPagePath, pageLocale, type Locale } from '../pages.js';
import { replaceAnswer } from './replace-answer.js';

const NOT_FOUND_BODY_HEADER = 'x-museum-not-found-body';
const KEEP_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
const RSC_QUERY = new RegExp(`[?&]${NEXT_RSC_QUERY}=`);

/** A client navigation asks for the RSC payload, which renders the 404 by itself. */
const isRscRequest = (req: IncomingMessage) => req.headers[NEXT_HEADERS.rsc] === '1' || RSC_QUERY.test(req.url ?? '');

/** Security headers and cookies stay; what described Next's body goes. */
const BODY_HEADERS = [
  'content-encoding',
  'content-length',
  'content-type',
  'etag',
  'transfer-encoding',
  'cache-control',
];

/**
 * The token of the loopback request. The server processes of one machine share their port, so the
 * request may reach a sibling (server/cluster.ts): they share the token too, made once by the primary
 * before it forks them (their environment is its copy), else here. proxy.ts reads it from the
 * environment.
 */
export function notFoundToken(): string {
  process.env.MUSEUM_NOT_FOUND_TOKEN ??= randomBytes(18).toString('base64url');
  return process.env.MUSEUM_NOT_FOUND_TOKEN;
}

export function notFound(port: number): Stage {
  const token = notFoundToken();
  const copies = new Map<Locale, { html: string; at: number }>();

  async function body(locale: Locale): Promise<string> {
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

  return {
    name: 'not found',
    enter(req, res) {
      // Old addresses such as /seite.html are pages to a visitor too; other files stay plain.
      const page = isPagePath(req.url) || /^[^?]*\.html?(\?|$)/i.test(req.url ?? '');
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !page || isRscRequest(req)) return;
      if (req.headers[NOT_FOUND_BODY_HEADER]) return;
      const locale = pageLocale(req.url);
      const withBody = (html: string) => (req.method === 'HEAD' ? undefined : html);
      return replaceAnswer(
        res,
        (status) => status === 404,
        (out) => {
          // Next's body and what described it go, whichever body replaces it.
          for (const name of BODY_HEADERS) res.removeHeader(name);
          body(locale).then(
            (html) => {
              out.head(404, {
                'content-type': 'text/html; charset=utf-8',
                'content-length': Buffer.byteLength(html),
                'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
                'x-robots-tag': 'noindex',
              });
              out.end(withBody(html));
            },
            (error) => {
              // Next's own answer is gone by now: a plain page that still says what happened.
              console.error('[not-found] could not load the 404 page:', error instanceof Error ? error.message : error);
              const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>404</title></head><body><main><h1>404</h1></main></body></html>`;
              out.head(404, {
                'content-type': 'text/html; charset=utf-8',
                'content-length': Buffer.byteLength(html),
                'cache-control': 'no-store',
              });
              out.end(withBody(html));
            },
          );
        },
      );
    },
  };
}
