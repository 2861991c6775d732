import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
const login = await ctx.request.post(`${base}/api/auth/login/`, { data: { username: 'e2e-staff', password: 'museum-staff-e2e' }, headers: { origin: base } });
console.log('login', login.status());
for (const [path, file] of process.argv.slice(2).map((a) => a.split('='))) {
  const res = await page.goto(base + path);
  console.log(path, res?.status());
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/${file}.png`, fullPage: false });
}
await browser.close();
