/**
 * What the server decides before Next.js sees a request: methods it never serves, addresses that
 * are not valid URL encoding, and which X-Forwarded-* headers to believe. Plain functions on Node's
 * request, so tests can call them without a server.
 */
import { BlockList, isIP } from 'node:net';

/** The methods the site answers; everything else (TRACE, CONNECT, WebDAV, made-up ones) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowed = new Set(ALLOWED_METHODS);

/** Headers only a trusted reverse proxy may set: from anyone else they are removed. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'forwarded',
];

/** ::ffff:192.0.2.1 (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
export const unmapped = (address = '') => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated (the same syntax lib/client-address.ts reads). */
export function parseTrustedProxies(source = '') {
  const list = new BlockList();
  for (const entry of source
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [raw, bits] = entry.split('/');
    // The family of the address as stored: '::ffff:127.0.0.1' is kept as the IPv4 127.0.0.1, and
    // adding it as 'ipv6' threw "Invalid socket address" at start (npm run test:faults names it).
    const address = bits === undefined ? unmapped(raw) : raw;
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family === 6 ? 'ipv6' : 'ipv4');
    else list.addSubnet(address, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

export function isTrusted(list, address) {
  const family = isIP(address);
  return !!family && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The early answer for a request Next.js must not see, or null. TRACE would echo cookies back
 * (cross-site tracing), unknown methods reached route handlers that had no answer for them (500),
 * and a path that does not decode, or decodes to a NUL byte, made pages throw.
 */
export function earlyAnswer(req) {
  if (!allowed.has(req.method))
    return { status: 405, text: 'Method Not Allowed', headers: { allow: ALLOWED_METHODS.join(', ') } };
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//'))
    return { status: 400, text: 'Bad Request: the address must be a path' };
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, text: 'Bad Request: the address is not valid URL encoding' };
  }
  // Control characters have no place in a path; %00 in the query is never a real visitor's.
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /%00/i.test(query) || query.includes('\0')) {
    return { status: 400, text: 'Bad Request: the address contains a control character' };
  }
  return null;
}

/**
 * Makes the X-Forwarded-* headers true. From a peer in TRUSTED_PROXIES they are kept (a proxy that
 * sent no X-Forwarded-For gets the peer written in); from anyone else they are removed and
 * X-Forwarded-For is the socket peer. Either way the list ends with an address we can vouch for, so
 * lib/client-address.ts and the origin check (lib/api/origin.ts) can read them.
 */
export function settleForwardedHeaders(req, trusted) {
  const peer = unmapped(req.socket.remoteAddress);
  if (isTrusted(trusted, peer)) {
    if (!req.headers['x-forwarded-for']) req.headers['x-forwarded-for'] = peer;
    return;
  }
  for (const name of PROXY_HEADERS) delete req.headers[name];
  // rawHeaders too: Next.js builds some of its request objects from them.
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!PROXY_HEADERS.includes(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  if (peer) req.headers['x-forwarded-for'] = peer;
}
