/**
 * The HTTP server around a Next.js request handler: early answers, forwarded headers settled, the
 * database-outage remap, one access-log line per request. scripts/server.mjs gives it Next's handler;
 * tests give it their own.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { log as defaultLog } from '../../lib/log.mjs';
import { trimAssetHeaders } from './asset-headers.mjs';
import { createCompression } from './compress.mjs';
import { ALLOWED_METHODS, earlyAnswer, settleForwardedHeaders } from './guard.mjs';
import { remapDatabaseOutage } from './maintenance.mjs';
import { createNotFoundBodies } from './not-found.mjs';
import { innerOrigins, rewriteInnerRedirects } from './redirects.mjs';
import { createResponseCache, DEFAULT_MB, DEFAULT_SECONDS } from './response-cache.mjs';
import { createSearchPageGate } from './search-gate.mjs';

/** The same settings (and defaults) as lib/env.ts SEARCH_MAX_CONCURRENT and SEARCH_MAX_CONCURRENT_PER_CLIENT. */
function searchLimitsFromEnv() {
  return {
    total: Number(process.env.SEARCH_MAX_CONCURRENT || 8),
    perClient: Number(process.env.SEARCH_MAX_CONCURRENT_PER_CLIENT || 4),
  };
}

/** The same settings (and defaults) as lib/env.ts RESPONSE_CACHE_MB and RESPONSE_CACHE_SECONDS; either 0 turns it off. */
function responseCacheFromEnv() {
  const mb = Number(process.env.RESPONSE_CACHE_MB || DEFAULT_MB);
  const seconds = Number(process.env.RESPONSE_CACHE_SECONDS ?? DEFAULT_SECONDS);
  return mb > 0 && seconds > 0 ? { maxBytes: mb * 1024 * 1024, maxSeconds: seconds } : null;
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
      else if (typeof current === 'function')
        next.error = current === ignoreClientAbort ? current : [current, ignoreClientAbort];
      else if (!current.includes(ignoreClientAbort)) current.push(ignoreClientAbort);
    },
  });
}

function answer(res, { status, text, headers = {} }) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** An X-Request-Id from the proxy (nginx's $request_id) is kept when it looks like one; else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Requests that come every few seconds and say nothing when they succeed: this process's own
 * scheduled-publishing poll and health probes answered 200. Logged at debug level only.
 */
function routine(req, res) {
  if (req.headers['x-scheduler-token']) return true;
  return res.statusCode === 200 && (req.url ?? '').split('?')[0] === '/api/health';
}

/**
 * The access log: method, path without its query (a query may carry search terms or tokens), status,
 * duration and request id; no cookies, no client address. The id goes on to Next.js and back to the
 * client (X-Request-Id), so one request's lines can be found in nginx's log and in ours.
 */
function accessLog(req, res, log) {
  const started = performance.now();
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  res.once('close', () => {
    log[routine(req, res) ? 'debug' : 'info'](
      {
        method: req.method,
        path: (req.url ?? '').split('?')[0].slice(0, 512),
        status: res.statusCode,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        request_id: id,
        // The client went away before the answer was complete.
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}

/**
 * `handle(req, res)` answers everything that passes; `trusted` is parseTrustedProxies()' list;
 * `port` is the one Next.js was told (its redirects name http://localhost:port); `log` a pino logger;
 * `fullNotFound` sends the server-rendered 404 page for Next's empty notFound() shell (not-found.mjs);
 * `compress` compresses answers here, with the compressed copies of cacheable ones kept (compress.mjs;
 * next.config.ts turns Next's own compression off); `responseCache` (true: the settings from the
 * environment, or { maxBytes, maxSeconds }) answers repeated anonymous page hits from whole copies
 * before Next sees them (response-cache.mjs).
 */
export function createSiteServer(
  handle,
  {
    trusted,
    port,
    searchLimits = searchLimitsFromEnv(),
    log = defaultLog,
    fullNotFound = false,
    compress = false,
    responseCache = false,
  },
) {
  const inner = innerOrigins(port);
  const serveFullNotFound = fullNotFound ? createNotFoundBodies(port) : null;
  const compressAnswer = compress ? createCompression() : null;
  const responseSettings = responseCache === true ? responseCacheFromEnv() : responseCache || null;
  const responses = responseSettings ? createResponseCache(responseSettings) : null;
  const searchPages = createSearchPageGate({ ...searchLimits, trusted });
  const accessLogger = log.child({ component: 'http' });
  const server = createServer((req, res) => {
    accessLog(req, res, accessLogger);
    guardClientAbort(req);
    const early = earlyAnswer(req);
    if (early) {
      // The body of a refused request is not read: closing keeps the client from streaming it.
      if (req.headers['content-length'] || req.headers['transfer-encoding']) res.setHeader('connection', 'close');
      return answer(res, early);
    }
    settleForwardedHeaders(req, trusted);
    // A copy answers here; otherwise the copy is taken, if at all, of what goes out below, so its
    // watcher comes before (inside) every other wrapper of the response.
    if (responses?.serve(req, res)) return;
    const search = searchPages.enter(req);
    if (typeof search === 'object') return answer(res, search);
    if (search) res.on('close', search);
    rewriteInnerRedirects(res, inner);
    remapDatabaseOutage(req, res);
    serveFullNotFound?.(req, res);
    trimAssetHeaders(req, res);
    // Last, so it sees the answer as Next writes it; the wrappers above see what it sends.
    compressAnswer?.(req, res);
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        accessLogger.error({ err: error, path: (req.url ?? '').split('?')[0] }, 'request handler failed');
        if (!res.headersSent) answer(res, { status: 500, text: 'Internal Server Error' });
        else res.destroy();
      });
  });
  if (responses) server.on('close', () => responses.close());
  // CONNECT never reaches the request handler: Node hands it over as a tunnel request.
  server.on('connect', (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}
