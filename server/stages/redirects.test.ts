import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { innerOrigins, redirects, relativeLocation } from './redirects';

describe('redirects', () => {
  const inner = innerOrigins(3999);

  it('turns a Location on Next’s own address into a path and leaves others alone', () => {
    expect(relativeLocation('http://localhost:3999/de/x?a=1#b', inner)).toBe('/de/x?a=1#b');
    expect(relativeLocation('https://localhost:3999/de', inner)).toBe('/de');
    expect(relativeLocation('http://localhost:4000/de', inner)).toBe('http://localhost:4000/de');
    expect(relativeLocation('https://www.example.org/x', inner)).toBe('https://www.example.org/x');
    expect(relativeLocation('/de/relative', inner)).toBe('/de/relative');
  });

  let site: Awaited<ReturnType<typeof serveStages>>;
  beforeAll(async () => {
    site = await serveStages([
      redirects(3999),
      fakeNext((req, res) => {
        const inner = 'http://localhost:3999/de/danke';
        if (req.url === '/given') return void res.writeHead(307, { Location: inner }).end();
        res.statusCode = 308;
        // Next 16 sets the Location twice on a first ISR redirect.
        res.setHeader('location', [inner, inner]);
        res.end();
      }),
    ]);
  });
  afterAll(() => site.close());

  it('rewrites a Location given to writeHead or set twice on the response', async () => {
    expect((await site.get('/given')).headers.location).toBe('/de/danke');
    const twice = await site.get('/twice');
    expect(twice.status).toBe(308);
    expect(twice.headers.location).toBe('/de/danke');
  });
});
