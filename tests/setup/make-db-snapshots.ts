/**
 * Builds the databases the vitest files start from (run by tests/setup/db-snapshots.ts with tsx, as
 * `npm run db:seed` runs the seed): an in-memory PGlite with every migration, dumped to
 * migrated.tar, then the same with the demo museum village, dumped to demo.tar, with the demo's
 * media files (DATA_DIR/media) and the seed's ids (demo.json). A test file then loads a dump in
 * about a second instead of creating a cluster, migrating and seeding (several seconds each).
 *
 * Usage: tsx --conditions react-server tests/setup/make-db-snapshots.ts <out-dir>
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createTestDb } from '@/lib/db/testing';
import { berlinDay } from '@/lib/berlin-time';
import { seedDemo } from '@/seed';

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: make-db-snapshots <out-dir>');
  // The demo's images are stored under DATA_DIR/media; the tests copy that folder into their own.
  process.env.DATA_DIR = path.join(out, 'data');
  const database = await createTestDb();
  const client = (database as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  await writeFile(path.join(out, 'migrated.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));

  // The demo's dates are days relative to today (Berlin): a test on another day seeds its own.
  const now = new Date();
  const demo = await seedDemo(database, now);
  // The ids travel as JSON: they must survive it unchanged.
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(demo)), demo)) throw new Error('the demo ids are not plain JSON');
  await writeFile(path.join(out, 'demo.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await writeFile(path.join(out, 'demo.json'), JSON.stringify({ day: berlinDay(now), demo }));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
