/**
 * The HTTP server around a Next.js request handler: every request runs through the stages of
 * stages.ts. main.ts gives it Next's handler; tests give it their own.
 */
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { log as defaultLog } from '../lib/log.js';
import type { TrustedProxies } from '../lib/client-address.js';
import { runStages } from './pipeline.js';
import { siteStages } from './stages.js';
import { ALLOWED_METHODS } from './stages/guard.js';
import type { RequestHandler } from './stages/next-handler.js';
import {
  createResponseCache,
  DEFAULT_MB,
  DEFAULT_SECONDS,
  type ResponseCacheOptions,
} from './stages/response-cache.js';
import type { SearchLimits } from './stages/search-gate.js';
import type { StageOptions } from './stages.js';

/** The same settings (and defaults) as lib/env.ts SEARCH_MAX_CONCURRENT and SEARCH_MAX_CONCURRENT_PER_CLIENT. */
function searchLimitsFromEnv(): SearchLimits {
  return {
    total: Number(process.env.SEARCH_MAX_CONCURRENT || 8),
    perClient: Number(process.env.SEARCH_MAX_CONCURRENT_PER_CLIENT || 4),
  };
}

/** The same settings (and defaults) as lib/env.ts RESPONSE_CACHE_MB and RESPONSE_CACHE_SECONDS; either 0 turns it off. */
function responseCacheFromEnv(): ResponseCacheOptions | null {
  const mb = Number(process.env.RESPONSE_CACHE_MB || DEFAULT_MB);
  const seconds = Number(process.env.RESPONSE_CACHE_SECONDS ?? DEFAULT_SECONDS);
  return mb > 0 && seconds > 0 ? { maxBytes: mb * 1024 * 1024, maxSeconds: seconds } : null;
}

export type SiteServerOptions = {
  /** parseTrustedProxies()' list (lib/client-address.ts). */
  trusted: TrustedProxies;
  /** The one Next.js was told (its redirects name http://localhost:port). */
  port: number;
  searchLimits?: SearchLimits;
  log?: Logger;
  /** The server-rendered 404 page for Next's empty notFound() shell (stages/not-found.ts). */
  fullNotFound?: boolean;
  /** Compress answers here, with the compressed copies of cacheable ones kept (stages/compression.ts). */
  compress?: boolean;
  /** true: the settings from the environment; or { maxBytes, maxSeconds } (stages/response-cache.ts). */
  responseCache?: boolean | ResponseCacheOptions;
  /** The shop's line and its limits (stages/admission.ts); none by default. */
  admission?: StageOptions['admission'];
};

export function createSiteServer(
  handle: RequestHandler,
  {
    trusted,
    port,
    searchLimits = searchLimitsFromEnv(),
    log = defaultLog,
    fullNotFound = false,
    compress = false,
    responseCache = false,
    admission = null,
  }: SiteServerOptions,
): Server {
  const responseSettings = responseCache === true ? responseCacheFromEnv() : responseCache || null;
  const responses = responseSettings ? createResponseCache(responseSettings) : null;
  const stages = siteStages({
    handle,
    trusted,
    port,
    log: log.child({ component: 'http' }),
    searchLimits,
    responses,
    fullNotFound,
    compress,
    admission,
  });
  const server = createServer((req, res) => runStages(stages, req, res));
  if (responses) server.on('close', () => responses.close());
  // CONNECT never reaches the request handler: Node hands it over as a tunnel request.
  server.on('connect', (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}
