import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { createResponseCache, dropResponseCaches, responseCache } from './response-cache';

let renders = 0;
const cache = createResponseCache({ maxSeconds: 10 });
let site: Awaited<ReturnType<typeof serveStages>>;
beforeAll(async () => {
  site = await serveStages([
    responseCache(cache),
    fakeNext((_req, res) => {
      renders++;
      const page = `<p>render ${renders}</p>`;
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', 's-maxage=60');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('content-length', Buffer.byteLength(page));
      res.end(page);
    }),
  ]);
});
afterAll(async () => {
  await site.close();
  cache.close();
});

describe('response cache', () => {
  it('answers the repeated anonymous request from the copy of what went out, until a drop', async () => {
    expect((await site.get('/de/besuch')).text).toBe('<p>render 1</p>');
    const copy = await site.get('/de/besuch');
    expect(copy.text).toBe('<p>render 1</p>');
    expect(copy.headers['x-museum-cache']).toBe('HIT');
    expect(renders).toBe(1);
    // A session cookie goes to Next.
    expect((await site.get('/de/besuch', { cookie: 'sessionid=1' })).text).toBe('<p>render 2</p>');
    dropResponseCaches();
    expect((await site.get('/de/besuch')).text).toBe('<p>render 3</p>');
    expect(cache.stats()).toMatchObject({ hits: 1, stored: 2 });
  });
});
