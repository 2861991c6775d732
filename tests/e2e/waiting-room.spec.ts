import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { bookableOfferVia } from './helpers';

/**
 * The shop's line (docs/decisions/0017-admission.md) as buyers meet it, in Chromium against the
 * production build: a server of its own with room for one buyer at a time (ADMISSION_MIN_BUYERS =
 * ADMISSION_MAX_BUYERS = 1, so the machine's health cannot move the number), on its own embedded
 * database with the demo content. The first buyer gets the shop; a second sees the waiting room and
 * keeps its place across a reload; a third without JavaScript waits behind it; when the first buyer's
 * order is made, the second gets in by itself (the waiting room reloads itself) and the third moves up.
 *
 * Its port is the e2e server's plus one. It shares the build but not Next's data cache (ownSiteDir), and
 * renders only per-request pages (the shop's date, cart, checkout and order pages), so nothing it reads
 * from its own database is served by the e2e server, nor the other way round.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = E2E_PORT + 1;
const BASE = `http://localhost:${PORT}`;

const TITLE = 'Gerade ist viel los im Ticketshop';
const place = (n: number) => `Sie sind Nr. ${n} in der Warteschlange.`;

/**
 * A folder to start the server in: the repository's files and the build through links, but a .next
 * whose cache folder is its own. Next keeps cached data lookups (navigation, settings, the programme)
 * in .next/cache/fetch-cache and reads another process's entries from there; this server's database
 * is not the e2e server's. The build's SITE_URL record comes along, and the server runs with the e2e
 * server's SITE_URL, so it leaves the build's prerendered pages alone (server/site-url.ts).
 */
function ownSiteDir(): string {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), 'museum-waiting-room-site-'));
  for (const entry of readdirSync(root)) {
    if (!['.next', '.data', '.git', 'test-results'].includes(entry))
      symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  mkdirSync(path.join(dir, '.next', 'cache'), { recursive: true });
  for (const entry of readdirSync(path.join(root, '.next'))) {
    if (entry !== 'cache') symlinkSync(path.join(root, '.next', entry), path.join(dir, '.next', entry));
  }
  const marker = path.join('.next', 'cache', 'museum-site-url.json');
  if (existsSync(path.join(root, marker))) copyFileSync(path.join(root, marker), path.join(dir, marker));
  return dir;
}

async function startServer() {
  // A server left over from an earlier run would answer in place of this one, with another line.
  if (await fetch(BASE).catch(() => null)) throw new Error(`port ${PORT} is taken: stop what runs there`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'museum-waiting-room-data-'));
  const siteDir = ownSiteDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${E2E_PORT}`,
    LOG_LEVEL: 'warn',
    ADMISSION_CONTROL: 'on',
    ADMISSION_MIN_BUYERS: '1',
    ADMISSION_MAX_BUYERS: '1',
    // The first buyer may look at the shop a while before buying: their place holds meanwhile.
    ADMISSION_QUIET_SECONDS: '600',
  };
  // The embedded database (one process): nothing of the caller's PostgreSQL or process count.
  delete env.DATABASE_URL;
  delete env.WEB_CONCURRENCY;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: siteDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // Links are removed, never followed.
    for (const dir of [dataDir, siteDir]) rmSync(dir, { recursive: true, force: true });
  };
  // Migrated and seeded with the demo content on its first start.
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    if ((await fetch(`${BASE}/pageeditor-api/settings`).catch(() => null))?.status === 200) break;
    if (Date.now() - started > 150_000) {
      await stop();
      throw new Error(`the server was not ready within 150 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop, output: () => output };
}

/** A visitor of their own: a separate browser context (own cookies) with one page. */
async function visitor(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'de-DE', ...options });
  return context.newPage();
}

/** The waiting room as its visitor sees it: its heading and the place in line. */
async function expectWaiting(page: Page, position: number, timeout?: number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE, { timeout });
  await expect(page.getByText(place(position), { exact: true })).toBeVisible({ timeout });
}

/**
 * Reloads a waiting room. Near the front it reloads itself every second (`<meta refresh>`), so its own
 * reload may cut the test's short (ERR_ABORTED): then the page's reload, with the same cookies, is the one
 * that counts.
 */
async function reloadWaiting(page: Page) {
  await page.reload().catch(async (error: Error) => {
    if (!/ERR_ABORTED|frame was detached/.test(error.message)) throw error;
    await page.waitForLoadState('load');
  });
}

/** The site's name stands in line with the text under it, and off the screen's edge on a phone. */
async function expectAligned(page: Page) {
  const site = await page.getByRole('banner').getByText('Freilichtmuseum Lindenau').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(site!.x).toBeGreaterThanOrEqual(16);
  expect(Math.round(site!.x)).toBe(Math.round(heading!.x));
}

test('past capacity a second buyer waits in line, keeps the place on reload and gets in by itself when the first has ordered; a third waits without JavaScript', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const started = performance.now();
  const server = await startServer();
  console.log(`[waiting-room] server migrated, seeded and ready in ${Math.round(performance.now() - started)} ms`);
  const pages: Page[] = [];
  try {
    const offer = await bookableOfferVia(async (p) => (await fetch(BASE + p)).json());
    const shop = `/de/webshop/event/${offer.id_jet}`;

    // A: the first buyer, the shop.
    const a = await visitor(browser);
    pages.push(a);
    const first = await a.goto(shop);
    expect(first?.status()).toBe(200);
    const shopHeading = (await a.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(shopHeading).toMatch(/^Brotbacken/);
    await expect(a.getByRole('spinbutton', { name: /^Anzahl Vollpreis/ })).toBeVisible();

    // B: the second, the waiting room; 503 with Retry-After, nothing to cache, no script needed.
    const b = await visitor(browser);
    pages.push(b);
    const waiting = await b.goto(shop);
    expect(waiting?.status()).toBe(503);
    const headers = waiting!.headers();
    expect(headers['retry-after']).toMatch(/^([1-9]|10)$/);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-type']).toMatch(/^text\/html/);
    await expectWaiting(b, 1);
    await expect(b.getByText('Voraussichtliche Wartezeit:')).toBeVisible();
    await expect(b.getByRole('link', { name: 'Jetzt erneut versuchen' })).toHaveAttribute('href', shop);
    await expect(b.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      `${headers['retry-after']};url=${shop}`,
    );
    expect(await b.locator('script').count()).toBe(0);

    // C: a third on a phone with JavaScript switched off, behind B.
    const c = await visitor(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    pages.push(c);
    expect((await c.goto(shop))?.status()).toBe(503);
    await expectWaiting(c, 2);

    // A reload keeps the place: B stays ahead of C, who came later.
    await reloadWaiting(b);
    await expectWaiting(b, 1);
    await reloadWaiting(c);
    await expectWaiting(c, 2);

    // How the waiting room looks, on a desktop and on a phone.
    await expectAligned(b);
    await expectAligned(c);
    await b.screenshot({ path: testInfo.outputPath('waiting-room-1280.png'), fullPage: true });
    await c.screenshot({ path: testInfo.outputPath('waiting-room-375.png'), fullPage: true });

    // A buys two tickets and checks out (invoice / at the museum).
    await a.getByRole('spinbutton', { name: /^Anzahl Vollpreis/ }).fill('2');
    await a.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(a).toHaveURL(/\/de\/webshop\/cart$/);
    await a.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(a).toHaveURL(/\/de\/webshop\/checkout$/);
    await a.getByLabel('Vor- und Nachname').fill('Erste Käuferin');
    await a.getByLabel('E-Mail-Adresse').fill('erste@example.org');
    await a.getByRole('radio', { name: /^Per Rechnung oder an der Museumskasse/ }).check();
    await a.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    // While A is in the shop, B (whose page has reloaded itself meanwhile) still waits.
    await expectWaiting(b, 1);
    await a.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(a).toHaveURL(/\/de\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=/);
    const ordered = performance.now();

    // B's waiting room reloads itself and brings B into the shop: the test only waits.
    await expect(b.getByRole('heading', { level: 1 })).toHaveText(shopHeading, { timeout: 15_000 });
    console.log(`[waiting-room] B in the shop ${Math.round(performance.now() - ordered)} ms after A's order`);
    await expect(b).toHaveURL(BASE + shop);
    await expect(b.getByRole('spinbutton', { name: /^Anzahl Vollpreis/ })).toBeVisible();

    // C, who came later, still waits, now first in line.
    await expectWaiting(c, 1, 25_000);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
    await server.stop();
  }
});
