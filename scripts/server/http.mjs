/**
 * The HTTP server around a Next.js request handler: early answers, forwarded headers settled, the
 * database-outage remap. scripts/server.mjs gives it Next's handler; tests give it their own.
 */
import { createServer } from 'node:http';
import { ALLOWED_METHODS, earlyAnswer, settleForwardedHeaders } from './guard.mjs';
import { remapDatabaseOutage } from './maintenance.mjs';
import { createNotFoundBodies } from './not-found.mjs';
import { innerOrigins, rewriteInnerRedirects } from './redirects.mjs';
import { createSearchPageGate } from './search-gate.mjs';

/** The same settings (and defaults) as lib/env.ts SEARCH_MAX_CONCURRENT and SEARCH_MAX_CONCURRENT_PER_CLIENT. */
function searchLimitsFromEnv() {
  return { total: Number(process.env.SEARCH_MAX_CONCURRENT || 8), perClient: Number(process.env.SEARCH_MAX_CONCURRENT_PER_CLIENT || 4) };
}

function answer(res, { status, text, headers = {} }) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/**
 * `handle(req, res)` answers everything that passes; `trusted` is parseTrustedProxies()' list;
 * `port` is the one Next.js was told (its redirects name http://localhost:port); `fullNotFound`
 * sends the server-rendered 404 page for Next's empty notFound() shell (not-found.mjs).
 */
export function createSiteServer(handle, { trusted, port, searchLimits = searchLimitsFromEnv(), fullNotFound = false }) {
  const inner = innerOrigins(port);
  const serveFullNotFound = fullNotFound ? createNotFoundBodies(port) : null;
  const searchPages = createSearchPageGate({ ...searchLimits, trusted });
  const server = createServer((req, res) => {
    const early = earlyAnswer(req);
    if (early) {
      // The body of a refused request is not read: closing keeps the client from streaming it.
      if (req.headers['content-length'] || req.headers['transfer-encoding']) res.setHeader('connection', 'close');
      return answer(res, early);
    }
    settleForwardedHeaders(req, trusted);
    const search = searchPages.enter(req);
    if (typeof search === 'object') return answer(res, search);
    if (search) res.on('close', search);
    rewriteInnerRedirects(res, inner);
    remapDatabaseOutage(req, res);
    serveFullNotFound?.(req, res);
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        console.error(error);
        if (!res.headersSent) answer(res, { status: 500, text: 'Internal Server Error' });
        else res.destroy();
      });
  });
  // CONNECT never reaches the request handler: Node hands it over as a tunnel request.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}
