import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { parseTrustedProxies } from '../../lib/client-address';
import { createSearchPageGate } from './search-gate';

const search = (url: string, client: string) =>
  ({
    method: 'GET',
    url,
    headers: { 'x-forwarded-for': client },
    socket: { remoteAddress: '10.0.0.1' },
  }) as unknown as IncomingMessage;

describe('search gate', () => {
  it('counts search pages per client behind the trusted proxy and answers 429 in the page language beyond the cap', () => {
    const gate = createSearchPageGate({ total: 3, perClient: 1, trusted: parseTrustedProxies('10.0.0.1') });
    const release = gate.enter(search('/de/search?q=brot', '203.0.113.7'));
    expect(typeof release).toBe('function');
    expect(gate.enter(search('/en/search?q=bread', '203.0.113.7'))).toMatchObject({
      status: 429,
      headers: { 'retry-after': '1' },
    });
    expect(typeof gate.enter(search('/de/search?q=brot', '198.51.100.4'))).toBe('function');
    expect(gate.enter(search('/de/search', '203.0.113.7'))).toBeUndefined();
    expect(gate.enter(search('/de', '203.0.113.7'))).toBeUndefined();
    (release as () => void)();
    expect(typeof gate.enter(search('/de/search?q=mehl', '203.0.113.7'))).toBe('function');
    expect(gate.running()).toBe(2);
  });
});
