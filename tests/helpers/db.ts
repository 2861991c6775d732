import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { inject } from 'vitest';
import { createTestDb, dumpTestDb } from '@/lib/db/testing';
import { berlinDay } from '@/lib/berlin-time';
import type { seedDemo as SeedDemo } from '@/seed';

type Demo = Awaited<ReturnType<typeof SeedDemo>>;

// Imported when a file seeds: the seed pulls in most of the features, which a file without the demo
// (or one loading the demo's snapshot) need not load.
const seedDemo: typeof SeedDemo = async (...args) => (await import('@/seed')).seedDemo(...args);

/**
 * An in-memory PGlite with the real migrations, optionally with the demo content. Media files
 * go to a temporary DATA_DIR.
 *
 * Creating a database, migrating it and seeding the demo took 5 to 20 s of a file's time on a busy
 * 2-core machine; loading a dump (PGlite `loadDataDir`) takes about one. So the first file that
 * makes the migrated database, and the first that seeds the demo, each leave a dump in the run's
 * snapshot folder (tests/setup/db-snapshots.ts, named by a hash of the code) for the files after
 * them. A demo for a given `now` is always seeded, as is one on another day than its snapshot's.
 */
export async function testDatabase(options: { demo?: boolean; now?: Date } = {}) {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-test-${process.pid}`);
  const snapshots = inject('dbSnapshotDir');
  if (options.demo && !options.now && snapshots) return demoDatabase(snapshots, process.env.DATA_DIR);
  const database = snapshots ? await migratedDatabase(snapshots) : await createTestDb();
  const demo = options.demo ? await seedDemo(database, options.now) : undefined;
  return { db: database, demo };
}

async function migratedDatabase(snapshots: string) {
  const dump = await readIfThere(path.join(snapshots, 'migrated.tar'));
  if (dump) return createTestDb(dump);
  return makeAndSave(
    path.join(snapshots, 'migrated'),
    () => createTestDb(),
    async (database) => writeAtomically(path.join(snapshots, 'migrated.tar'), await dumpTestDb(database)),
  );
}

async function demoDatabase(snapshots: string, dataDir: string) {
  const media = path.join(dataDir, 'media');
  const dump = await readIfThere(path.join(snapshots, 'demo.tar'));
  const meta = await readIfThere(path.join(snapshots, 'demo.json'));
  const saved = meta ? (JSON.parse(meta.toString()) as { day: string; demo: Demo }) : undefined;
  if (dump && saved?.day === berlinDay(new Date())) {
    // The seeded images' files, under the ids the dump holds.
    await cp(path.join(snapshots, 'media'), media, { recursive: true, force: true });
    return { db: await createTestDb(dump), demo: saved.demo };
  }
  const now = new Date();
  const made = await makeAndSave(
    path.join(snapshots, 'demo'),
    async () => {
      const database = await migratedDatabase(snapshots);
      return { database, demo: await seedDemo(database, now) };
    },
    async ({ database, demo }) => {
      await cp(media, path.join(snapshots, 'media'), { recursive: true, force: true });
      await writeAtomically(path.join(snapshots, 'demo.json'), JSON.stringify({ day: berlinDay(now), demo }));
      await writeAtomically(path.join(snapshots, 'demo.tar'), await dumpTestDb(database));
    },
  );
  return { db: made.database, demo: made.demo };
}

async function readIfThere(file: string) {
  return readFile(file).catch(() => undefined);
}

async function writeAtomically(file: string, data: Uint8Array | string) {
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * Makes the database the slow way; the one file that gets the lock also saves it, before any test
 * changes it. Files running beside it meanwhile make their own, as they all did before.
 */
async function makeAndSave<T>(name: string, make: () => Promise<T>, save: (made: T) => Promise<void>) {
  const mine = await takeLock(`${name}.lock`);
  try {
    const made = await make();
    if (mine) await save(made);
    return made;
  } finally {
    if (mine) await rm(`${name}.lock`, { force: true });
  }
}

/** A file holding the pid of the test process that makes the snapshot; a dead process's lock is taken over. */
async function takeLock(lock: string) {
  const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (holder && !alive(holder)) await rm(lock, { force: true });
  return writeFile(lock, String(process.pid), { flag: 'wx' }).then(
    () => true,
    () => false,
  );
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
