import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { parseTrustedProxies } from '../../lib/client-address';
import { settleForwardedHeaders } from './forwarded-headers';

/** As Node parses it: header names in lower case, rawHeaders as they came. */
const req = (peer: string, raw: [string, string][]) =>
  ({
    socket: { remoteAddress: peer },
    headers: Object.fromEntries(raw.map(([name, value]) => [name.toLowerCase(), value])),
    rawHeaders: raw.flat(),
  }) as unknown as IncomingMessage;

describe('forwarded headers', () => {
  const trusted = parseTrustedProxies('10.0.0.1');

  it('from an untrusted peer: removed, the forwarded-for list is the peer alone', () => {
    const r = req('::ffff:203.0.113.9', [
      ['X-Forwarded-For', '1.2.3.4'],
      ['X-Forwarded-Host', 'evil.example'],
      ['X-Real-IP', '1.2.3.4'],
      ['Host', 'museum.example'],
    ]);
    settleForwardedHeaders(r, trusted);
    expect(r.headers).toEqual({ host: 'museum.example', 'x-forwarded-for': '203.0.113.9' });
    expect(r.rawHeaders).toEqual(['Host', 'museum.example']);
  });

  it('from a trusted proxy: kept, and the proxy named when it sent no list', () => {
    const kept = req('10.0.0.1', [
      ['X-Forwarded-For', '198.51.100.4'],
      ['X-Forwarded-Proto', 'https'],
    ]);
    settleForwardedHeaders(kept, trusted);
    expect(kept.headers).toEqual({ 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https' });
    const bare = req('10.0.0.1', []);
    settleForwardedHeaders(bare, trusted);
    expect(bare.headers['x-forwarded-for']).toBe('10.0.0.1');
  });
});
