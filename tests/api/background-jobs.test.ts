import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../helpers/db';
import { uploadsDir, uploadSweeperJob } from '@/features/forms/server';
import { readPageByPath, runDueSchedules } from '@/features/pages/server';
import { type Db, schema } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { createJobRunner, type JobRunner } from '@/lib/jobs/runner';

// Two server instances on one database: each has its own runner, and jobs that must happen once
// (scheduled publishing) or may happen twice harmlessly (the sweeper) keep that when both run at once.
let db: Db;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'background-jobs-'));
  resetEnv();
  ({ db } = await testDatabase({ demo: true }));
});

async function bothAtOnce(runners: JobRunner[], name: string) {
  for (const runner of runners) runner.start();
  await Promise.all(runners.map((runner) => runner.runNow(name)));
  await Promise.all(runners.map((runner) => runner.stop()));
}

describe('background jobs on two instances', () => {
  it('scheduled publishing runs a due job once when both instances poll at the same moment', async () => {
    const page = await readPageByPath('de', '/besuch/anreise');
    if (!page) throw new Error('demo page missing');
    const [job] = await db
      .insert(schema.pageSchedules)
      .values({ pageId: page.id, locale: 'de', action: 'unpublish', runAt: new Date(Date.now() - 1000) })
      .returning();
    const done: number[] = [];
    const onError = vi.fn();
    const runners = [createJobRunner({ onError }), createJobRunner({ onError })];
    for (const runner of runners)
      runner.register({
        name: 'scheduled publishing',
        intervalMs: 60_000,
        run: async () => done.push(await runDueSchedules()),
      });
    await bothAtOnce(runners, 'scheduled publishing');
    expect(onError).not.toHaveBeenCalled();
    expect(done).toHaveLength(2);
    expect(done[0] + done[1]).toBe(1);
    const [row] = await db.select().from(schema.pageSchedules).where(eq(schema.pageSchedules.id, job.id));
    expect(row.doneAt).not.toBeNull();
    const [after] = await db.select().from(schema.pages).where(eq(schema.pages.id, page.id));
    expect(after.isOnline).toBe(false);
  });

  it('the upload sweeper on both instances at once removes an orphan without an error', async () => {
    await mkdir(uploadsDir(), { recursive: true });
    const stray = path.join(uploadsDir(), 'deadbeefdeadbeefdeadbeefdeadbeefdead.pdf');
    await writeFile(stray, '%PDF-1.4');
    const old = new Date(Date.now() - 20 * 60_000);
    await utimes(stray, old, old);
    const onError = vi.fn();
    const runners = [createJobRunner({ onError }), createJobRunner({ onError })];
    for (const runner of runners) runner.register(uploadSweeperJob());
    await bothAtOnce(runners, 'upload sweeper');
    expect(onError).not.toHaveBeenCalled();
    expect(existsSync(stray)).toBe(false);
  });
});
