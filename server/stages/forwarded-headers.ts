/**
 * Makes the X-Forwarded-* headers true. From a socket peer in TRUSTED_PROXIES they are kept (a proxy
 * that sent no forwarded-for list gets the peer written in); from anyone else they are removed and the
 * list is the socket peer alone. Either way it ends with an address we can vouch for, so the client
 * address (lib/client-address.ts) and the origin check (lib/api/origin.ts) can read them.
 */
import type { IncomingMessage } from 'node:http';
import { FORWARDED_FOR, isTrusted, unmapped, type TrustedProxies } from '../../lib/client-address.js';
import type { Stage } from '../pipeline.js';

/** Headers only a trusted reverse proxy may set: from anyone else they are removed. */
const PROXY_HEADERS = [
  FORWARDED_FOR,
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'forwarded',
];

export function settleForwardedHeaders(req: IncomingMessage, trusted: TrustedProxies): void {
  const peer = unmapped(req.socket.remoteAddress);
  if (isTrusted(trusted, peer)) {
    if (!req.headers[FORWARDED_FOR]) req.headers[FORWARDED_FOR] = peer;
    return;
  }
  for (const name of PROXY_HEADERS) delete req.headers[name];
  // rawHeaders too: Next.js builds some of its request objects from them.
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!PROXY_HEADERS.includes(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  if (peer) req.headers[FORWARDED_FOR] = peer;
}

export function forwardedHeaders(trusted: TrustedProxies): Stage {
  return {
    name: 'forwarded headers',
    enter(req) {
      settleForwardedHeaders(req, trusted);
    },
  };
}
