import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { parseTrustedProxies } from '../lib/client-address';
import { siteStages } from './stages';

describe('the request path', () => {
  it('is one list, in this order', () => {
    const stages = siteStages({
      handle: () => undefined,
      trusted: parseTrustedProxies(''),
      port: 3999,
      log: pino({ level: 'silent' }),
      searchLimits: { total: 8, perClient: 4 },
      responses: {
        serve: () => undefined,
        clear() {},
        close() {},
        stats: () => ({ entries: 0, bytes: 0, hits: 0, stored: 0 }),
      },
      fullNotFound: true,
      compress: true,
      admission: null,
    });
    expect(stages.map((stage) => stage.name)).toEqual([
      'access log',
      'client abort',
      'guard',
      'forwarded headers',
      'response cache',
      'search gate',
      'redirects',
      'maintenance',
      'not found',
      'asset headers',
      'compression',
      'next',
    ]);
  });

  it('leaves out what is switched off', () => {
    const names = siteStages({
      handle: () => undefined,
      trusted: parseTrustedProxies(''),
      port: 3999,
      log: pino({ level: 'silent' }),
      searchLimits: { total: 8, perClient: 4 },
      responses: null,
      fullNotFound: false,
      compress: false,
      admission: null,
    }).map((stage) => stage.name);
    expect(names).not.toContain('response cache');
    expect(names).not.toContain('not found');
    expect(names).not.toContain('compression');
    expect(names.at(-1)).toBe('next');
  });
});
