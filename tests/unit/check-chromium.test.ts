import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 19 (11): on a machine without Chromium, npm test says what to run and stops before Playwright.
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/ci/check-chromium.mjs'], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('scripts/ci/check-chromium.mjs', () => {
  it('names the install commands and fails when no Chromium is found', () => {
    const { PLAYWRIGHT_CHROMIUM_PATH: _unset, ...rest } = process.env;
    const res = spawnSync(process.execPath, ['scripts/ci/check-chromium.mjs'], {
      env: {
        ...rest,
        SYSTEM_CHROMIUM_PATH: '/nonexistent/chromium',
        PLAYWRIGHT_BROWSERS_PATH: '/nonexistent/ms-playwright',
      },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('apt-get install chromium');
    expect(res.stderr).toContain('npx playwright install chromium');
  });

  it('passes with a Chromium binary, and refuses a configured path that does not exist', () => {
    expect(run({ PLAYWRIGHT_CHROMIUM_PATH: process.execPath }).status).toBe(0);
    const wrong = run({ PLAYWRIGHT_CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('/nonexistent/chrome');
  });
});
