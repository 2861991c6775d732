import 'server-only';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * The visitor's address as the reverse proxy saw it. X-Forwarded-For is only believed when the
 * operator names the proxies (TRUSTED_PROXIES): then the rightmost entry that is not one of them is
 * the client. Without it the header is ignored (anyone could write it) and there is no address.
 */
export function clientAddress(req: Request): string | null {
  const trusted = trustedProxies();
  if (!trusted.size) return null;
  const hops = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return null;
    if (!trusted.has(hops[i])) return hops[i];
  }
  return null;
}

/** A short hash of the address: carts and limits keep no plain IP addresses. */
export function clientAddressKey(req: Request): string | null {
  const address = clientAddress(req);
  return address ? createHash('sha256').update(`client:${address}`).digest('base64url').slice(0, 22) : null;
}

function trustedProxies() {
  return new Set(
    (env().TRUSTED_PROXIES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}
