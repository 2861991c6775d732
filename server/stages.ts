/**
 * The request path of the production server, in order. A request passes the stages top to bottom and
 * may be answered on the way (an early 405/400, the shop's waiting room, a copy from the response
 * cache, a 429 from the search gate); the answer goes back out bottom to top through the stages that watch or change it
 * (pipeline.ts): compression first, nearest Next.js, then asset headers, the 404 page, the maintenance
 * page, redirect rewriting, and last the response cache, which keeps what goes out to the socket.
 */
import type { Logger } from 'pino';
import type { TrustedProxies } from '../lib/client-address.js';
import type { Stage } from './pipeline.js';
import type { LineClient } from './admission/line-host.js';
import { accessLog } from './stages/access-log.js';
import { admission, type AdmissionLimits } from './stages/admission.js';
import { assetHeaders } from './stages/asset-headers.js';
import { clientAbort } from './stages/client-abort.js';
import { compress } from './stages/compression.js';
import { forwardedHeaders } from './stages/forwarded-headers.js';
import { guard } from './stages/guard.js';
import { maintenance } from './stages/maintenance.js';
import { nextHandler, type RequestHandler } from './stages/next-handler.js';
import { notFound } from './stages/not-found.js';
import { redirects } from './stages/redirects.js';
import { responseCache, type ResponseCache } from './stages/response-cache.js';
import { searchGate, type SearchLimits } from './stages/search-gate.js';

export type StageOptions = {
  handle: RequestHandler;
  trusted: TrustedProxies;
  /** The port Next.js was told: its redirects name http://localhost:port, the 404 page is asked there. */
  port: number;
  log: Logger;
  searchLimits: SearchLimits;
  /** Whole copies of cached pages (null: none). */
  responses: ResponseCache | null;
  /** The server-rendered 404 page for Next's empty notFound() shell. */
  fullNotFound: boolean;
  /** Compression here (next.config.ts turns Next's own off). */
  compress: boolean;
  /** The shop's line (null: no admission control). */
  admission: (AdmissionLimits & { line: LineClient; secret: Buffer; secure: boolean }) | null;
};

export function siteStages(options: StageOptions): Stage[] {
  const stages: (Stage | false | null)[] = [
    accessLog(options.log),
    clientAbort(),
    guard(),
    forwardedHeaders(options.trusted),
    // Before the response cache: a cached shop page is still a buyer arriving.
    options.admission && admission(options.admission.line, options.admission),
    options.responses && responseCache(options.responses),
    searchGate({ ...options.searchLimits, trusted: options.trusted }),
    redirects(options.port),
    maintenance(),
    options.fullNotFound && notFound(options.port),
    assetHeaders(),
    options.compress && compress(),
    nextHandler(options.handle, options.log),
  ];
  return stages.filter((stage): stage is Stage => !!stage);
}
