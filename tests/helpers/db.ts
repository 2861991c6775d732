import { createTestDb } from '@/lib/db/testing';
import { seedDemo } from '@/seed';
import path from 'node:path';
import os from 'node:os';

/**
 * An in-memory PGlite with the real migrations, optionally with the demo content. Media files
 * go to a temporary DATA_DIR.
 */
export async function testDatabase(options: { demo?: boolean; now?: Date } = {}) {
  process.env.DATA_DIR ??= path.join(os.tmpdir(), `museum-test-${process.pid}`);
  const database = await createTestDb();
  const demo = options.demo ? await seedDemo(database, options.now) : undefined;
  return { db: database, demo };
}
