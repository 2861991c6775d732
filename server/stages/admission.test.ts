import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustedProxies } from '../../lib/client-address';
import { cookieHeader, keepCookies } from '../../scripts/bench/lib/cookie-jar.mjs';
import { appHooks } from '../app-hooks';
import { localLineClient, type LineClient } from '../admission/line-host';
import { createSiteServer } from '../site-server';

/**
 * The shop's line in front of a stand-in for Next.js, over real HTTP: room for one buyer at a time,
 * so the second sees the waiting room until the first has checked out.
 */
const served: string[] = [];
let hold: Promise<void> | null = null;
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  served.push(`${req.method} ${req.url}`);
  const answer = () => {
    if (req.url?.startsWith('/api/shop-checkout')) {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"code":"A1B2C3"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<h1>Shop</h1>');
  };
  if (hold && req.url?.includes('slow')) void hold.then(answer);
  else answer();
}

let server: Server;
let base = '';
let line: LineClient;

beforeAll(async () => {
  line = localLineClient(
    { minBuyers: 1, maxBuyers: 1, startBuyers: 1, burstBuyers: 0, quietSeconds: 600 },
    { targetMs: 60_000, maxLagMs: 60_000, maxDbWaits: 10_000 },
  );
  server = createSiteServer(fakeNext, {
    trusted: parseTrustedProxies(''),
    port: 0,
    admission: {
      line,
      maxInflight: 1,
      maxWaitMs: 150,
      secret: Buffer.from('a test key of some length'),
      secure: false,
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  line.stop();
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's cookie jar, kept by name. */
function visitor() {
  const jar = new Map<string, string>();
  return {
    jar,
    async get(path: string, init: RequestInit = {}) {
      const res = await fetch(base + path, {
        redirect: 'manual',
        ...init,
        headers: { cookie: cookieHeader(jar) ?? '', ...init.headers },
      });
      keepCookies(jar, res);
      return { res, text: await res.text() };
    },
  };
}

/** A buyer inside whose add to cart stays at work in the process until `open` is called. */
async function slowWriteAtWork() {
  const buyer = visitor();
  buyer.jar.set('museum_cart', 'some-cart');
  let open!: () => void;
  hold = new Promise((resolve) => (open = resolve));
  const write = buyer.get('/api/shop-cart/?slow', { method: 'POST', body: '{}' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { write, open };
}

describe('the shop line in front of the shop', () => {
  it('lets the first buyer in, shows the next the waiting room in their language, and lets them in when the first is done', async () => {
    const first = visitor();
    const second = visitor();
    const third = visitor();

    const firstPage = await first.get('/de/webshop/event/7');
    expect(firstPage.res.status).toBe(200);
    expect(first.jar.has('museum_pass')).toBe(true);

    const waitingPage = await second.get('/de/webshop/event/7');
    expect(waitingPage.res.status).toBe(503);
    expect(Number(waitingPage.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(waitingPage.res.headers.get('cache-control')).toBe('no-store');
    expect(waitingPage.text).toContain('Sie sind Nr. 1 in der Warteschlange.');
    expect(waitingPage.text).toMatch(/<meta http-equiv="refresh" content="\d+;url=\/de\/webshop\/event\/7">/);
    expect(second.jar.has('museum_line')).toBe(true);

    // A reload keeps the place; a newcomer stands behind.
    expect((await second.get('/de/webshop/event/7')).text).toContain('Nr. 1');
    expect((await third.get('/en/webshop/event/7')).text).toContain('You are number 2 in line.');

    // The widget (an API write) gets JSON in the page's language, with the same place.
    const widget = await second.get('/api/shop-cart/', {
      method: 'POST',
      headers: { referer: `${base}/cs/webshop/event/7`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(widget.res.status).toBe(503);
    expect(JSON.parse(widget.text)).toMatchObject({
      code: -253,
      position: 1,
      detail: expect.stringContaining('Jste 1.'),
    });

    // Pages outside the shop, and an order's own page, are never held.
    expect((await third.get('/de/programm')).res.status).toBe(200);
    expect((await third.get('/de/webshop/orders/A1B2C3')).res.status).toBe(200);

    // The first buyer checks out and loads their order's page: their place goes to the first in line,
    // not to the newcomer; not before that page was served (the heaviest work of a purchase).
    const checkout = await first.get('/api/shop-checkout/', { method: 'POST', body: '{}' });
    expect(checkout.res.status).toBe(201);
    let answered = false;
    const heldSecond = second.get('/de/webshop/event/7').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    expect((await first.get('/de/webshop/orders/A1B2C3')).res.status).toBe(200);
    expect((await third.get('/en/webshop/event/7')).res.status).toBe(503);
    const inside = await heldSecond;
    expect(inside.res.status).toBe(200);
    expect(second.jar.has('museum_pass')).toBe(true);
    expect(second.jar.has('museum_line')).toBe(false);

    // The third, at the front now, is held while the second checks out, and let in the moment they
    // have; the answer says how long the line held it, apart from the page's own time.
    const held = third.get('/en/webshop/event/7');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.get('/api/shop-checkout/', { method: 'POST', body: '{}' })).res.status).toBe(201);
    expect((await second.get('/de/webshop/orders/D4E5F6')).res.status).toBe(200);
    const admitted = await held;
    expect(admitted.res.status).toBe(200);
    const timing = /^line;dur=([\d.]+);desc="held in the shop's line"$/.exec(
      admitted.res.headers.get('server-timing') ?? '',
    );
    expect(Number(timing?.[1])).toBeGreaterThanOrEqual(150);
    expect(Number(timing?.[1])).toBeLessThan(1_500);
    // Someone stands in line again (the forger below comes after them).
    expect((await visitor().get('/de/webshop/event/7')).text).toContain('Sie sind Nr. 1 in der Warteschlange.');
  });

  it('a forged pass or place in line counts for nothing', async () => {
    const forger = visitor();
    forger.jar.set('museum_pass', 'abcdefgh.1800000000.AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    forger.jar.set('museum_line', 'abcdefgh.1.AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const page = await forger.get('/de/webshop');
    expect(page.res.status).toBe(503);
    expect(page.text).not.toContain('Nr. 1 ');
  });

  it('a buyer inside waits for a slot of the process at most ADMISSION_MAX_WAIT_MS, then is told to retry', async () => {
    const buyer = visitor();
    buyer.jar.set('museum_cart', 'some-cart');
    let open!: () => void;
    hold = new Promise((resolve) => (open = resolve));
    const slow = buyer.get('/de/webshop/cart?slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const turned = await buyer.get('/api/shop-cart/', { method: 'POST', body: '{}' });
    expect(turned.res.status).toBe(503);
    expect(turned.res.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(turned.text)).toMatchObject({ code: -253, position: null });
    expect(performance.now() - started).toBeLessThan(1_000);
    open();
    expect((await slow).res.status).toBe(200);
    hold = null;
  });

  it("an order's page waits while a shop write is at work in the process, and goes on when it ends", async () => {
    const { write, open } = await slowWriteAtWork();
    const order = visitor().get('/de/webshop/orders/A1B2C3?token=t');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(served).not.toContain('GET /de/webshop/orders/A1B2C3?token=t');
    open();
    expect((await write).res.status).toBe(200);
    expect((await order).res.status).toBe(200);
    expect(served.indexOf('GET /de/webshop/orders/A1B2C3?token=t')).toBeGreaterThan(
      served.indexOf('POST /api/shop-cart/?slow'),
    );
    hold = null;
  });

  it("a checkout's mails wait their turn like an order's page: after the shop writes at work", async () => {
    const { write, open } = await slowWriteAtWork();
    let started = false;
    const turn = appHooks.__museumAfterShopWrites!().then((done) => {
      started = true;
      return done;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toBe(false);
    open();
    expect((await write).res.status).toBe(200);
    (await turn)();
    expect(started).toBe(true);
    hold = null;
  });

  it('stands aside while the database is away: the shop answers for itself, and nobody takes a place', async () => {
    appHooks.__museumDatabaseDown = () => true;
    try {
      const newcomer = visitor();
      const page = await newcomer.get('/de/webshop/event/7');
      expect(page.res.status).toBe(200);
      expect(newcomer.jar.size).toBe(0);
    } finally {
      delete appHooks.__museumDatabaseDown;
    }
    expect((await visitor().get('/de/webshop/event/7')).res.status).toBe(503);
  });
});
