/**
 * Build assets (/_next/static/: scripts, stylesheets, fonts) and pictures (/media/, /_next/image) go
 * out without the headers that only mean something on a document: next.config.ts sets
 * lib/security-headers.ts's CSP, frame, permissions, opener and referrer headers on every path,
 * ~1.5 KB per answer. Over HTTP/1.1, which repeats them uncompressed, a page's ~15 asset answers
 * carried ~23 KB of them, more than our own scripts weigh (issue #19). What stays:
 * X-Content-Type-Options (the browser holds a script or stylesheet to its type), HSTS and the caching
 * headers. An SVG or PDF keeps them all (opened on its own, it is a document that may run script),
 * and so does the HTML page a missing asset is answered with.
 */
import { passOn, type Stage } from '../pipeline.js';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
];

/** Types that are never a document: scripts, stylesheets, fonts, source maps and raster images. */
const NOT_A_DOCUMENT = /^(?:text\/css|(?:application|text)\/javascript|application\/json|font\/|image\/(?!svg))/i;

const ASSET_PATHS = ['/_next/static/', '/media/', '/_next/image?'];

export function assetHeaders(): Stage {
  return {
    name: 'asset headers',
    enter(req, res) {
      const url = req.url ?? '';
      if (!ASSET_PATHS.some((prefix) => url.startsWith(prefix))) return;
      return (next) =>
        passOn(next, {
          head(status, bytes) {
            // A 304 has no body: the headers a browser stored with the answer stay as they were.
            if (status === 304 || NOT_A_DOCUMENT.test(String(res.getHeader('content-type') ?? '')))
              for (const name of DOCUMENT_ONLY) res.removeHeader(name);
            next.head(status, bytes);
          },
        });
    },
  };
}
