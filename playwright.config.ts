import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Our machines cannot download Playwright's browser: use Debian's chromium when it is there.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests that change site-wide state (site offline, redirect table) run after all others.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], locale: 'de-DE' },
      grepInvert: /@site-state|@fuzz|@scale-out/,
    },
    // Long staff journeys through the dashboard and the editor, one at a time: a failure that ends a test
    // by its timeout skips its clean-up and spoils the page for the next, so these get a generous budget.
    {
      name: 'site-state',
      use: { ...devices['Desktop Chrome'], locale: 'de-DE' },
      grep: /@site-state/,
      dependencies: ['chromium'],
      workers: 1,
      timeout: 90_000,
    },
    // The fuzz (tests/fuzz/fuzz.mjs) last: its bad requests use up rate limits the journeys need.
    { name: 'fuzz', grep: /@fuzz/, dependencies: ['site-state'], workers: 1, timeout: 240_000 },
    // Two more production servers on PostgreSQL behind nginx (tests/e2e/scale-out.spec.ts), after
    // everything else: on two cores they would slow the e2e server's tests down. Where a PostgreSQL
    // server is given (.ci/run starts one), as the vitest project 'postgres'.
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'scale-out', grep: /@scale-out/, dependencies: ['fuzz'], workers: 1, timeout: 60_000 }]
      : []),
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://localhost:${port}/pageeditor-api/settings`,
    // The server script builds first (~2-3 minutes on 2 cores, more when the machine is busy).
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
