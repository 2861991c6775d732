/**
 * npm run bench:public-js — the JavaScript an anonymous visitor's browser loads on public pages
 * (first load, Chromium): bytes over the wire (compressed as served) and decoded. Start the site
 * first (npm start); BENCH_URL says where it runs (default http://localhost:3000). Run it on two
 * builds to compare them: staff-only code (editor, back office) must not change these figures.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const pages = ['/de', '/de/programm/veranstaltungen', '/de/besuch/anreise', '/de/mediathek-de', '/en/productions'];

async function main() {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const path of pages) {
    await fetch(base + path); // the first request renders and caches the page
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; wire: Promise<number>; body: Promise<number> }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push({
        url: res.url(),
        wire: res.request().sizes().then((s) => s.responseBodySize),
        body: res.body().then((b) => b.length, () => 0),
      });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const wire = (await Promise.all(scripts.map((s) => s.wire))).reduce((a, b) => a + b, 0);
    const decoded = (await Promise.all(scripts.map((s) => s.body))).reduce((a, b) => a + b, 0);
    rows.push({ path, scripts: scripts.length, 'kB over the wire': +(wire / 1024).toFixed(1), 'kB decoded': +(decoded / 1024).toFixed(1) });
    await context.close();
  }
  await browser.close();
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
