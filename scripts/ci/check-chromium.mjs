/**
 * Run before Playwright (npm test, npm run test:e2e): the end-to-end tests need a Chromium. Uses what
 * playwright.config.ts uses — PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the
 * browser Playwright downloaded itself. When none is there it says what to run and exits 1, instead
 * of letting every test fail inside Playwright with "Executable doesn't exist".
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
if (configured) {
  if (existsSync(configured)) process.exit(0);
  console.error(
    `PLAYWRIGHT_CHROMIUM_PATH is ${configured}, which does not exist. Point it at a Chromium binary, or unset it.`,
  );
  process.exit(1);
}
// The system path is a setting only so tests/unit/check-chromium.test.ts can play a machine without it.
if (existsSync(process.env.SYSTEM_CHROMIUM_PATH ?? '/usr/bin/chromium')) process.exit(0);
let bundled = '';
try {
  bundled = chromium.executablePath();
} catch {
  // No browser registry entry on this platform: treated as missing.
}
if (bundled && existsSync(bundled)) process.exit(0);

console.error(`The end-to-end tests need Chromium, and none was found (no PLAYWRIGHT_CHROMIUM_PATH, no /usr/bin/chromium, no Playwright browser).
Install one, then run the tests again:
  Debian/Ubuntu:   apt-get install chromium
  anywhere else:   npx playwright install chromium
(or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary)`);
process.exit(1);
