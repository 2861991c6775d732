/**
 * The server Playwright tests run against: the production server (server/start.ts ->
 * dist/server/main.js) on a fresh embedded database in .data/e2e (demo content plus a staff user),
 * built if needed, on E2E_PORT (3100).
 */
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const env = {
  ...process.env,
  DATA_DIR: '.data/e2e',
  PORT: process.env.E2E_PORT ?? '3100',
  SITE_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
  NEXT_TELEMETRY_DISABLED: '1',
  // One access-log line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  STAFF_PASSWORD: 'museum-staff-e2e',
  PROXY_CACHE_SECONDS: '1',
  // tests/e2e/behind-nginx.spec.ts puts nginx (on loopback) in front of this server.
  TRUSTED_PROXIES: '127.0.0.1,::1',
  // Lets the expiry test move the box office's clock (POST /api/test-clock/); never set in production.
  TICKETING_TEST_HOOKS: '1',
};
rmSync('.data/e2e', { recursive: true, force: true });
/** One staff account (scripts/create-user.ts, password STAFF_PASSWORD); the run stops if it fails. */
function createStaff(email: string, username: string, first: string, last: string, role = 'admin') {
  const args = ['--email', email, '--username', username, '--first-name', first, '--last-name', last, '--role', role];
  const made = spawnSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/create-user.ts', ...args], {
    stdio: 'inherit',
    env,
  });
  if (made.status !== 0) process.exit(made.status ?? 1);
}
createStaff('e2e@museum.example', 'e2e-staff', 'Erika', 'Muster');
// A second staff member, for two editors on one page.
createStaff('e2e-2@museum.example', 'e2e-staff-2', 'Max', 'Berger');
// The door and the box office (tests/e2e/staff-roles.spec.ts): what each role sees.
createStaff('e2e-door@museum.example', 'e2e-door', 'Erna', 'Einlass', 'door');
createStaff('e2e-box@museum.example', 'e2e-box-office', 'Karl', 'Kasse', 'box_office');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
