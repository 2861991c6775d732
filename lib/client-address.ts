import 'server-only';
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * The visitor's address. scripts/server.mjs makes X-Forwarded-For end with the socket peer, or keeps
 * the list a proxy named in TRUSTED_PROXIES sent (which ends with that proxy's client): so the client
 * is the rightmost entry that is not one of the trusted proxies. Entries left of it were written by
 * someone we do not trust and are never read.
 *
 * A loopback client gives no address (null): that is the host's own tooling, or a local proxy the
 * operator did not name in TRUSTED_PROXIES, and keying limits on it would put every visitor behind
 * that proxy into one bucket (one visitor's holds or failed logins would lock out all).
 */
export function clientAddress(req: Request): string | null {
  const trusted = trustedProxies();
  const hops = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => unmapped(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const family = isIP(hops[i]);
    if (!family) return null;
    if (trusted.check(hops[i], family === 6 ? 'ipv6' : 'ipv4')) continue;
    return LOOPBACK.check(hops[i], family === 6 ? 'ipv6' : 'ipv4') ? null : hops[i];
  }
  return null;
}

/** A short hash of the address: carts and limits keep no plain IP addresses. */
export function clientAddressKey(req: Request): string | null {
  const address = clientAddress(req);
  return address ? createHash('sha256').update(`client:${address}`).digest('base64url').slice(0, 22) : null;
}

/** ::ffff:192.0.2.1 (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

let parsed: { source: string; list: BlockList } | undefined;

/** TRUSTED_PROXIES: addresses or CIDR ranges (10.0.0.0/8, fd00::/8), comma-separated. */
function trustedProxies(): BlockList {
  const source = env().TRUSTED_PROXIES ?? '';
  if (parsed?.source === source) return parsed.list;
  const list = new BlockList();
  for (const entry of source
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [raw, bits] = entry.split('/');
    // '::ffff:127.0.0.1' is stored as the IPv4 address it maps (see scripts/server/guard.mjs).
    const address = bits === undefined ? unmapped(raw) : raw;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  parsed = { source, list };
  return list;
}
