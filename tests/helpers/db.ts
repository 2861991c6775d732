import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { inject } from 'vitest';
import { createTestDb } from '@/lib/db/testing';
import { berlinDay } from '@/lib/berlin-time';
import { seedDemo } from '@/seed';

type Demo = Awaited<ReturnType<typeof seedDemo>>;

/**
 * An in-memory PGlite with the real migrations, optionally with the demo content. Media files
 * go to a temporary DATA_DIR.
 *
 * The run's global setup (tests/setup/db-snapshots.ts) made both databases once; a file loads a copy
 * (about a second) instead of creating, migrating and seeding its own (5 to 20 s on a busy 2-core
 * machine). A demo for another `now`, or on a day the snapshot was not made, is seeded as before.
 */
export async function testDatabase(options: { demo?: boolean; now?: Date } = {}) {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-test-${process.pid}`);
  const snapshots = inject('dbSnapshotDir');
  if (snapshots && options.demo && !options.now) {
    const { day, demo } = JSON.parse(await readFile(path.join(snapshots, 'demo.json'), 'utf8')) as {
      day: string;
      demo: Demo;
    };
    if (day === berlinDay(new Date())) {
      const database = await createTestDb(await readFile(path.join(snapshots, 'demo.tar')));
      // The seeded images' files, under the ids the dump holds.
      await cp(path.join(snapshots, 'data/media'), path.join(process.env.DATA_DIR, 'media'), {
        recursive: true,
        force: true,
      });
      return { db: database, demo };
    }
  }
  const database = await createTestDb(snapshots ? await readFile(path.join(snapshots, 'migrated.tar')) : undefined);
  const demo = options.demo ? await seedDemo(database, options.now) : undefined;
  return { db: database, demo };
}
