import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { createSiteServer } from '@/server/site-server';
import { parseTrustedProxies } from '@/lib/client-address';
import { securityHeaderRules } from '@/lib/security-headers';
import { httpGet } from '../helpers/http-get';

/**
 * server/stages/asset-headers.ts inside the production server: a stand-in for Next.js sets the
 * security headers of next.config.ts on every answer, as Next does, and answers each path with the
 * type a real one would have.
 */
const everyPath = securityHeaderRules({ frameHosts: ['youtube.com'] })[0].headers;
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
];

const answers: Record<string, [status: number, type: string]> = {
  '/_next/static/chunks/app.js': [200, 'application/javascript; charset=UTF-8'],
  '/_next/static/chunks/app.css': [200, 'text/css; charset=UTF-8'],
  '/_next/static/chunks/gone.js': [404, 'text/html; charset=utf-8'],
  '/media/1/photo.webp': [200, 'image/webp'],
  '/media/2/plan.svg': [200, 'image/svg+xml'],
  '/media/3/flyer.pdf': [200, 'application/pdf'],
  '/_next/image?url=%2Fmedia%2F1%2Fphoto.jpg&w=750&q=75': [200, 'image/avif'],
  '/de': [200, 'text/html; charset=utf-8'],
};

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  for (const { key, value } of everyPath) res.setHeader(key, value);
  const [status, type] = answers[req.url ?? ''] ?? [404, 'text/html; charset=utf-8'];
  const body = 'x'.repeat(4000);
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('content-length', body.length);
  res.end(body);
}

const server = createSiteServer(fakeNext, {
  trusted: parseTrustedProxies(''),
  port: 3999,
  compress: true,
  log: pino({ level: 'silent' }),
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const documentHeadersOf = (headers: Record<string, unknown>) =>
  DOCUMENT_ONLY.filter((name) => headers[name] !== undefined);

describe('asset headers', () => {
  it('scripts, stylesheets and raster pictures go out without the document-only headers, nosniff kept', async () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/app.css',
      '/media/1/photo.webp',
      '/_next/image?url=%2Fmedia%2F1%2Fphoto.jpg&w=750&q=75',
    ]) {
      const answer = await httpGet(server, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status, path).toBe(200);
      expect(documentHeadersOf(answer.headers), path).toEqual([]);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('a revalidated script (304) carries none of them either', async () => {
    const first = await httpGet(server, '/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await httpGet(server, '/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(documentHeadersOf(again.headers)).toEqual([]);
  });

  it('pages, the HTML 404 of a missing asset, SVG and PDF uploads keep every one', async () => {
    for (const path of ['/de', '/_next/static/chunks/gone.js', '/media/2/plan.svg', '/media/3/flyer.pdf']) {
      const answer = await httpGet(server, path);
      expect(documentHeadersOf(answer.headers), path).toEqual(DOCUMENT_ONLY);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
