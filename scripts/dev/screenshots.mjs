/**
 * Screenshots of pages at phone and desktop widths, for docs/screenshots/.
 *   node scripts/dev/screenshots.mjs http://localhost:3100 /de:home /de/modul-galerie:gallery
 * The cookie choice is set beforehand so the banner does not cover the page.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...pages] = process.argv.slice(2);
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync('docs/screenshots', { recursive: true });
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    locale: 'de-DE',
    deviceScaleFactor: 1,
  });
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
      url: base,
    },
  ]);
  const page = await context.newPage();
  for (const entry of pages) {
    const [path, name] = entry.split(':');
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Lazy images and sliders load when scrolled into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    // The first request of an image size is optimised on the server (AVIF), which takes a moment.
    // Only images in the page's visible column count (slides further along a slider stay lazy);
    // best effort: after 30 s the picture is taken anyway.
    await page
      .waitForFunction(
        () =>
          [...document.images].every((img) => {
            const r = img.getBoundingClientRect();
            return img.complete || r.height === 0 || r.left >= window.innerWidth || r.right <= 0;
          }),
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => console.warn(`${path} at ${width} px: some images had not loaded`));
    await page.waitForTimeout(800);
    const file = `docs/screenshots/${name}-${width}.png`;
    // Chromium without GPU cannot capture very tall pages in one piece: cap the height.
    const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 6000);
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y: 0, width, height },
      animations: 'disabled',
      timeout: 120_000,
    });
    console.log(file);
  }
  await context.close();
}
await browser.close();
