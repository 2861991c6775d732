/**
 * The HTTP server around a Next.js request handler: early answers, forwarded headers settled, the
 * database-outage remap. scripts/server.mjs gives it Next's handler; tests give it their own.
 */
import { createServer } from 'node:http';
import { ALLOWED_METHODS, earlyAnswer, settleForwardedHeaders } from './guard.mjs';
import { remapDatabaseOutage } from './maintenance.mjs';
import { innerOrigins, rewriteInnerRedirects } from './redirects.mjs';
import { createSearchPageGate } from './search-gate.mjs';

/** The same settings (and defaults) as lib/env.ts SEARCH_MAX_CONCURRENT and SEARCH_MAX_CONCURRENT_PER_CLIENT. */
function searchLimitsFromEnv() {
  return { total: Number(process.env.SEARCH_MAX_CONCURRENT || 8), perClient: Number(process.env.SEARCH_MAX_CONCURRENT_PER_CLIENT || 4) };
}

/**
 * The client went away before its answer (ECONNRESET "aborted"), or a reader of the body gave it up
 * (ABORT_ERR: Next's action parser stops its pipeline that way): nobody to answer, nothing to report.
 */
function ignoreClientAbort(error) {
  if (!['ECONNRESET', 'ABORT_ERR'].includes(error?.code)) console.error('request stream:', error);
}

/**
 * A client that hangs up before its answer is complete makes Node destroy the request with
 * "Error: aborted" (ECONNRESET). After proxy.ts ran on a request with a body, Next.js has replaced
 * the request's stream internals with those of its copy of the body (next/dist/server/body-streams.js
 * replaceRequestBody copies every property, the listener table `_events` and `_destroy` included), so
 * the error was emitted with no listener left: an uncaughtException (3 in 16,800 fuzz requests of
 * npm run bench:memory, reproduced with the fuzz seeds 1003 and 1005). The request is where the body
 * comes from, so the hang-up is handled here, in whatever listener table the request has: the
 * readers that still wait see their stream fail as before.
 */
function guardClientAbort(req) {
  req.on('error', ignoreClientAbort);
  let table = req._events;
  Object.defineProperty(req, '_events', {
    configurable: true,
    enumerable: true,
    get: () => table,
    set(next) {
      table = next;
      if (!next) return;
      const current = next.error;
      if (current === undefined) next.error = ignoreClientAbort;
      else if (typeof current === 'function') next.error = current === ignoreClientAbort ? current : [current, ignoreClientAbort];
      else if (!current.includes(ignoreClientAbort)) current.push(ignoreClientAbort);
    },
  });
}

function answer(res, { status, text, headers = {} }) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/**
 * `handle(req, res)` answers everything that passes; `trusted` is parseTrustedProxies()' list;
 * `port` is the one Next.js was told (its redirects name http://localhost:port).
 */
export function createSiteServer(handle, { trusted, port, searchLimits = searchLimitsFromEnv() }) {
  const inner = innerOrigins(port);
  const searchPages = createSearchPageGate({ ...searchLimits, trusted });
  const server = createServer((req, res) => {
    guardClientAbort(req);
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
