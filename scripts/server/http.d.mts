import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { Logger } from 'pino';
import type { ResponseCacheOptions } from './response-cache.mjs';

export function createSiteServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    trusted: BlockList;
    port: number;
    searchLimits?: { total: number; perClient: number };
    log?: Logger;
    fullNotFound?: boolean;
    compress?: boolean;
    responseCache?: boolean | ResponseCacheOptions;
  },
): Server;
