import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFound } from './not-found';

const req = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as IncomingMessage;
const res = {} as ServerResponse;

describe('not found', () => {
  const stage = notFound(3999);

  it('watches document requests for pages (and old .html addresses)', () => {
    expect(typeof stage.enter(req('GET', '/de/nichts'), res)).toBe('function');
    expect(typeof stage.enter(req('HEAD', '/seite.html'), res)).toBe('function');
    expect(process.env.MUSEUM_NOT_FOUND_TOKEN).toMatch(/^[\w-]{24}$/);
  });

  it('leaves client navigations, APIs, files, writes and its own 404-body request alone', () => {
    for (const r of [
      req('GET', '/de/nichts', { rsc: '1' }),
      req('GET', '/de/nichts?_rsc=abc'),
      req('GET', '/api/nothing/'),
      req('GET', '/logo.png'),
      req('POST', '/de/nichts'),
      req('GET', '/de/not-found-body', { 'x-museum-not-found-body': 'token' }),
    ])
      expect(stage.enter(r, res), r.url).toBeUndefined();
  });
});
