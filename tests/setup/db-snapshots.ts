import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { berlinDay } from '../../lib/berlin-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the migrated and the demo database of this code are kept (tests/helpers/db.ts). */
    dbSnapshotDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
// What a snapshot depends on: the migrations, the seed and the code the seed calls.
const sources = ['lib', 'seed', 'features', 'i18n', 'components', 'package-lock.json'];

function sourceHash() {
  const hash = createHash('sha256');
  // The demo's dates are days relative to today (Berlin).
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
 * Vitest globalSetup: names the folder for this code's database snapshots (a hash of the sources, so
 * any change to them starts a new one) and removes older ones. The first test file that needs a
 * snapshot makes it (tests/helpers/db.ts); a run that needs none pays nothing.
 */
export default function setup(project: TestProject) {
  const cache = path.join(root, 'node_modules/.cache/museum-test-db');
  const name = sourceHash();
  mkdirSync(path.join(cache, name), { recursive: true });
  for (const old of readdirSync(cache))
    if (old !== name) rmSync(path.join(cache, old), { recursive: true, force: true });
  project.provide('dbSnapshotDir', path.join(cache, name));
}
