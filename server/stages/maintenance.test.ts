import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appHooks } from '../app-hooks';
import { fakeNext, serveStages } from '../../tests/helpers/stages';
import { maintenance } from './maintenance';

let site: Awaited<ReturnType<typeof serveStages>>;
/** Runs as the page's error is written (the database seen back meanwhile, say). */
let whileAnswering = () => {};
beforeAll(async () => {
  site = await serveStages([
    maintenance(),
    fakeNext((_req, res) => {
      whileAnswering();
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html');
      res.write('<html>error');
      res.end(' page</html>');
    }),
  ]);
});
afterAll(() => site.close());
afterEach(() => {
  delete appHooks.__museumDatabaseDown;
  delete appHooks.__museumMaintenancePage;
  whileAnswering = () => {};
});

describe('maintenance', () => {
  it('answers a failing page with the translated 503 page while the database is down', async () => {
    appHooks.__museumDatabaseDown = () => true;
    appHooks.__museumMaintenancePage = (locale) => `<p lang="${locale}">back soon</p>`;
    const answer = await site.get('/cs/akce');
    expect(answer.status).toBe(503);
    expect(answer.text).toBe('<p lang="cs">back soon</p>');
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('no-store');
    const head = await site.get('/cs/akce', {}, 'HEAD');
    expect(head.status).toBe(503);
    expect(head.raw.length).toBe(0);
  });

  it('leaves the error alone while the database is up, and APIs always', async () => {
    appHooks.__museumDatabaseDown = () => false;
    expect(await site.get('/de/x')).toMatchObject({ status: 500, text: '<html>error page</html>' });
    appHooks.__museumDatabaseDown = () => true;
    expect((await site.get('/api/x')).status).toBe(500);
  });

  it('a page that failed on the outage is the maintenance page even when the database is seen back as it finishes', async () => {
    // Down when the request comes in, back by the time its error goes out.
    let down = true;
    appHooks.__museumDatabaseDown = () => down;
    whileAnswering = () => (down = false);
    appHooks.__museumMaintenancePage = () => '<p>back soon</p>';
    const answer = await site.get('/de/webshop/cart');
    expect(answer.status).toBe(503);
  });
});
