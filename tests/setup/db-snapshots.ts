import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { berlinDay } from '../../lib/berlin-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where tests/setup/make-db-snapshots.ts left the migrated and the demo database (tests/helpers/db.ts). */
    dbSnapshotDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const sources = [
  'lib',
  'seed',
  'features',
  'i18n',
  'components',
  'tests/setup/make-db-snapshots.ts',
  'package-lock.json',
];

/**
 * The snapshots depend on the migrations, the seed and the code it calls (and on the Berlin day, for
 * the demo's dates): a hash of those names the folder, so a second run reuses it and any change to
 * the code makes a new one.
 */
function sourceHash() {
  const hash = createHash('sha256');
  hash.update(berlinDay(new Date()));
  for (const source of sources) {
    const full = path.join(root, source);
    const files = source.includes('.')
      ? [full]
      : readdirSync(full, { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.(ts|tsx|sql|json)$/.test(name) && !/\.test\.tsx?$/.test(name))
          .sort()
          .map((name) => path.join(full, name));
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest globalSetup: builds the database snapshots once per run (in a child process with tsx, the
 * way `npm run db:seed` runs the seed) and tells the test files where they are.
 */
export default async function setup(project: TestProject) {
  const cache = path.join(root, 'node_modules/.cache/museum-test-db');
  const dir = path.join(cache, sourceHash());
  if (!existsSync(path.join(dir, 'demo.json'))) {
    const building = `${dir}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const started = Date.now();
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions', 'react-server', 'tests/setup/make-db-snapshots.ts', building],
      { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, maxBuffer: 64 * 1024 * 1024 },
    );
    // Older snapshots are of older code: only the newest is kept.
    for (const old of readdirSync(cache))
      if (!old.startsWith(path.basename(building))) rmSync(path.join(cache, old), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    console.log(`database snapshots built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  project.provide('dbSnapshotDir', dir);
}
