/**
 * npm run bench:public-js — the JavaScript an anonymous visitor's browser loads on every public page
 * type (lib/public-pages.mjs; first load, Chromium): bytes over the wire (as each server sends them: ours
 * brotli, the floor's Next gzip), decoded, and gzip at one level for both (zlib's default, as Next
 * compresses), which is what is compared. Against
 * the floor: an empty Next app of our exact Next version (scripts/bench/lib/bare-next.mjs, built
 * and started here, one page with one link) measured the same way. Issue #19 asks for at most
 * 10 kB gzip above that floor on public pages.
 *
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 * Run it on two builds to compare them: staff-only code (editor, back office) must not change these figures.
 */
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startBareNext } from './lib/bare-next.mjs';
import { publicPages } from './lib/public-pages.mjs';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');

type Measure = { scripts: number; wire: number; decoded: number; gzip: number };

/** Script responses of one first visit in a fresh context, until the network is idle. */
async function measure(browser: Browser, url: string): Promise<Measure> {
  await fetch(url); // the first request renders and caches the page
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { wire: Promise<number>; body: Promise<Buffer | null> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({
      wire: res
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
      body: res.body().catch(() => null),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0);
  const bodies = await Promise.all(scripts.map((s) => s.body));
  const result = {
    scripts: scripts.length,
    wire: await sum(scripts.map((s) => s.wire)),
    decoded: bodies.reduce((total, body) => total + (body?.length ?? 0), 0),
    gzip: bodies.reduce((total, body) => total + (body ? gzipSync(body).length : 0), 0),
  };
  await context.close();
  return result;
}

const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

async function main() {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const bare = await startBareNext();
  try {
    const floor = await measure(browser, bare.url + '/');
    const rows = [
      {
        path: `floor (empty Next app)`,
        scripts: floor.scripts,
        'kB wire': kB(floor.wire),
        'kB decoded': kB(floor.decoded),
        'kB gzip': kB(floor.gzip),
        'kB gzip above floor': 0,
      },
    ];
    for (const { label, url } of await publicPages(base, { more: true })) {
      const m = await measure(browser, url);
      rows.push({
        path: `${label}: ${url.slice(base.length)}`,
        scripts: m.scripts,
        'kB wire': kB(m.wire),
        'kB decoded': kB(m.decoded),
        'kB gzip': kB(m.gzip),
        'kB gzip above floor': kB(m.gzip - floor.gzip),
      });
    }
    console.table(rows);
  } finally {
    await bare.stop();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
