import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { assetHeaders } from './asset-headers';

let site: Awaited<ReturnType<typeof serveStages>>;
beforeAll(async () => {
  site = await serveStages([
    assetHeaders(),
    fakeNext((req, res) => {
      res.setHeader('content-security-policy', "default-src 'self'");
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('x-content-type-options', 'nosniff');
      if (req.url?.endsWith('.svg')) res.setHeader('content-type', 'image/svg+xml');
      else res.setHeader('content-type', req.url?.endsWith('.js') ? 'application/javascript' : 'text/html');
      if (req.headers['if-none-match']) return void res.writeHead(304).end();
      res.end('x');
    }),
  ]);
});
afterAll(() => site.close());

describe('asset headers', () => {
  it('drops the document-only headers from scripts and 304s of assets, keeps nosniff', async () => {
    for (const answer of [
      await site.get('/_next/static/a.js'),
      await site.get('/_next/static/page.html', { 'if-none-match': '"x"' }),
    ]) {
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps them on SVG uploads, HTML answers under asset paths and every other path', async () => {
    for (const path of ['/media/1/plan.svg', '/_next/static/missing.html', '/de/a.js'])
      expect((await site.get(path)).headers['x-frame-options'], path).toBe('DENY');
  });
});
