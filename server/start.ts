/**
 * npm start: builds the site when there is no build yet or the sources are newer than it (npm run
 * build: this folder compiled to dist/, then `next build`), then serves it with the production server
 * (dist/server/main.js) on PORT. The first start also creates the embedded database and loads the demo
 * content. Run by Node with tsx's loader (`node --import tsx server/start.ts`): it must run before
 * anything is compiled. With --build-only it stops after building (npm test).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
/** What `next build` reads; server/ is compiled on its own (npm run build:server). */
const SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'i18n',
  'messages',
  'public',
  'seed',
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
  'package.json',
];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

function run(script: string): void {
  const build = spawnSync('npm', ['run', '-s', script], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (!builtAt || changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'First start: building the site…');
  run('build');
} else if (!existsSync(serverEntry) || newest(path.join(root, 'server')) > statSync(serverEntry).mtimeMs) {
  console.log('The server changed since the last build: compiling it…');
  run('build:server');
}

// npm test builds first, so the fault test and the end-to-end tests share one build.
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
