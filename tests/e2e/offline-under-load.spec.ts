import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);

// Tagged @site-state: runs after the other tests, alone, so the load does not slow them down.
test('the site never answers "Website offline" under 100 concurrent searches @site-state', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { stdout } = await run('node', ['scripts/ci/offline-under-load.mjs', baseURL ?? 'http://localhost:3100'], {
    timeout: 90_000,
  }).catch((error: { stdout?: string; code?: number }) => {
    throw new Error(`load script failed (exit ${error.code}):\n${error.stdout ?? ''}`);
  });
  console.log(stdout.trim());
  expect(stdout).toContain('503 "offline": 0');
});
