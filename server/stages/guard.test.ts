import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { earlyAnswer } from './guard';

const req = (method: string, url: string) => ({ method, url, headers: {} }) as IncomingMessage;

describe('guard', () => {
  it('refuses methods the site never serves with 405 and the allowed list', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'BREW'])
      expect(earlyAnswer(req(method, '/de'))).toMatchObject({
        status: 405,
        headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
      });
  });

  it('refuses addresses that are no path, do not decode or carry control characters with 400', () => {
    for (const url of ['//evil.example/', 'http://x/', '/de/%E0%A4%A', '/de/a%00b', '/de/%0a', '/de?x=%00'])
      expect(earlyAnswer(req('GET', url))?.status, url).toBe(400);
  });

  it('lets ordinary requests pass', () => {
    for (const url of ['/de', '/de/suche?q=%C3%A4pfel', '/api/shop-cart/'])
      expect(earlyAnswer(req('GET', url))).toBeNull();
    expect(earlyAnswer(req('OPTIONS', '/api/x'))).toBeNull();
  });
});
