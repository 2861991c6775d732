import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

/**
 * The one place that knows how the client's address is told apart from the proxies in front of it.
 * The production server (server/) settles the forwarded-for header on every request: from a socket
 * peer named in TRUSTED_PROXIES it is kept (the peer written in when the proxy sent none), from anyone
 * else it is replaced by the peer's address. So the client is the rightmost entry that is not a trusted
 * proxy; entries left of it were written by someone we do not trust and are never read. proxy-addr
 * (the maintained parser of Express) compiles the trusted list and walks the hops.
 *
 * A loopback client gives no address (null): that is the host's own tooling, or a local proxy the
 * operator did not name in TRUSTED_PROXIES, and keying limits on it would put every visitor behind
 * that proxy into one bucket (one visitor's holds or failed logins would lock out all).
 *
 * A leaf module (no imports of the app's own): the compiled server and the app's rate limits, hold cap
 * and login lockout use the very same functions.
 */

/** The request header of the client's address and the proxies it passed, as proxies write it. */
export const FORWARDED_FOR = 'x-forwarded-for';

/** Whether an address (and its hop index, counted from the socket) is one of the trusted proxies. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/** ::ffff:192.0.2.1 (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
export const unmapped = (address = '') => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/**
 * TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated (10.0.0.0/8, fd00::/8; an IPv4-mapped
 * ::ffff:127.0.0.1 is the IPv4 address it maps). An entry that is neither throws, naming it: the
 * server refuses to start with it. `lenient` skips such entries instead (the app's reading).
 */
export function parseTrustedProxies(source = '', { lenient = false } = {}): TrustedProxies {
  const entries: string[] = [];
  for (const entry of source
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const valid =
      isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits)) && compiles(entry);
    if (valid) entries.push(entry);
    else if (!lenient) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  }
  return proxyAddr.compile(entries);
}

function compiles(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

export function isTrusted(trusted: TrustedProxies, address: string): boolean {
  return isIP(address) !== 0 && trusted(address, 0);
}

const LOOPBACK = parseTrustedProxies('127.0.0.0/8, ::1');

/**
 * The client's address: the first hop, walking from the socket peer leftwards through the
 * forwarded-for list, that is not a trusted proxy; null when there is none, it is no IP address or
 * it is loopback. Without `peer` (the app, behind the server that settled the list) the list's last
 * entry is the peer.
 */
export function clientAddressOf(
  forwardedFor: string | string[] | null | undefined,
  trusted: TrustedProxies,
  peer?: string,
): string | null {
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const socket = peer ?? hops.pop();
  if (!socket) return null;
  const request = { headers: { [FORWARDED_FOR]: hops.join(', ') }, socket: { remoteAddress: socket } };
  const passed = proxyAddr.all(request as unknown as Parameters<typeof proxyAddr.all>[0], trusted);
  const client = passed[passed.length - 1];
  // Every hop a trusted proxy: nobody left to name.
  if (trusted(client, passed.length - 1)) return null;
  const address = unmapped(client);
  if (!isIP(address) || LOOPBACK(address, 0)) return null;
  return address;
}

let fromEnv: { source: string; trusted: TrustedProxies } | undefined;

/** TRUSTED_PROXIES as the app reads it (re-read when the setting changes, as tests do). */
function trustedFromEnv(): TrustedProxies {
  const source = process.env.TRUSTED_PROXIES ?? '';
  if (fromEnv?.source !== source) fromEnv = { source, trusted: parseTrustedProxies(source, { lenient: true }) };
  return fromEnv.trusted;
}

/** The visitor's address as the rate limits, the hold cap and the login lockout see it. */
export function clientAddress(req: Request): string | null {
  return clientAddressOf(req.headers.get(FORWARDED_FOR), trustedFromEnv());
}

/** A short hash of the address: carts and limits keep no plain IP addresses. */
export function clientAddressKey(req: Request): string | null {
  const address = clientAddress(req);
  return address ? createHash('sha256').update(`client:${address}`).digest('base64url').slice(0, 22) : null;
}
