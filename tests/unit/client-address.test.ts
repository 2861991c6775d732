import { afterEach, describe, expect, it } from 'vitest';
import type { IncomingMessage, Server } from 'node:http';
import { clientAddress, clientAddressKey, clientAddressOf, parseTrustedProxies } from '@/lib/client-address';
import { createSiteServer } from '@/server/site-server';
import { httpGet } from '../helpers/http-get';

/**
 * The one client address (lib/client-address.ts) as the rate limits, the hold cap and the login lockout
 * see it: the production server settles the forwarded-for list, then the app reads it. A stand-in for
 * Next.js answers with what the app's clientAddress() and clientAddressKey() make of the request.
 */
function appSees(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://localhost${req.url}`, { headers });
  return { address: clientAddress(request), key: clientAddressKey(request) };
}

const servers: Server[] = [];
async function site(trustedProxies: string) {
  process.env.TRUSTED_PROXIES = trustedProxies;
  const server = createSiteServer((req, res) => res.end(JSON.stringify(appSees(req))), {
    trusted: parseTrustedProxies(trustedProxies),
    port: 3999,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return async (headers: Record<string, string> = {}) => JSON.parse((await httpGet(server, '/de', headers)).text);
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  delete process.env.TRUSTED_PROXIES;
});

describe('the client address behind trusted proxies', () => {
  it('from an untrusted peer, a spoofed X-Forwarded-For changes nothing: the limits see the socket peer', async () => {
    // The peer (127.0.0.1) is no trusted proxy here; a loopback client has no address of its own.
    const get = await site('10.0.0.0/8');
    const plain = await get();
    for (const spoofed of ['203.0.113.9', '198.51.100.1, 10.0.0.1', 'garbage', '10.0.0.1'])
      expect(await get({ 'x-forwarded-for': spoofed }), spoofed).toEqual(plain);
    expect(plain).toEqual({ address: null, key: null });
    // The same rule on a public peer: the socket address, whatever the client wrote.
    const trusted = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddressOf('203.0.113.9', trusted, '192.0.2.44')).toBe('192.0.2.44');
    expect(clientAddressOf('203.0.113.9, 10.0.0.1', trusted, '::ffff:192.0.2.44')).toBe('192.0.2.44');
  });

  it('from a trusted proxy, the rightmost hop no trusted proxy wrote', async () => {
    const get = await site('127.0.0.1, 10.0.0.0/8');
    // nginx on loopback appended the client it saw; what the client wrote before that is never read.
    expect((await get({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).address).toBe('198.51.100.7');
    // Two proxies: nginx behind a load balancer in 10/8.
    const twoHops = await get({ 'x-forwarded-for': '1.1.1.1, 198.51.100.8, 10.0.0.5' });
    expect(twoHops.address).toBe('198.51.100.8');
    expect(twoHops.key).toMatch(/^[\w-]{22}$/);
    expect(twoHops.key).not.toContain('198');
    // A proxy that names nobody: no client address at all, not the proxy's.
    expect((await get()).address).toBeNull();
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range, naming it', () => {
    expect(() => parseTrustedProxies('10.0.0.1, proxy.example')).toThrow(
      'TRUSTED_PROXIES: "proxy.example" is not an IP address or CIDR range',
    );
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/"10.0.0.0\/40"/);
    expect(
      clientAddressOf('198.51.100.9', parseTrustedProxies('proxy.example, 10.0.0.1', { lenient: true }), '10.0.0.1'),
    ).toBe('198.51.100.9');
  });
});
