import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { outboxDir } from '@/lib/mail';
import { OWNER_GRACE_MS, queueFinishedMail, runOutbox } from '@/lib/mail-outbox';

// Several server instances polling one PostgreSQL: every mail goes out exactly once, and a row
// another transaction holds is skipped, not waited for.
let db: Db;
let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'pg-outbox-'));
  resetEnv();
  ({ db, pool, drop } = await createPostgresTestDb(process.env.TEST_DATABASE_URL!));
  pool.on('error', () => undefined);
});
afterAll(async () => drop?.());

const mailFiles = async (prefix: string) =>
  (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.includes(prefix));
const due = () => new Date(Date.now() + OWNER_GRACE_MS + 1000);

describe('mail outbox on PostgreSQL', () => {
  it('four instances polling at once send 40 queued mails exactly once each', async () => {
    for (let i = 0; i < 40; i++)
      await queueFinishedMail(
        db,
        { to: `guest${i}@example.org`, subject: `Mail ${i}`, text: 'Hello' },
        `pg-race-${String(i).padStart(2, '0')}`,
      );
    const runs = await Promise.all(Array.from({ length: 4 }, () => runOutbox({ now: due(), batch: 5 })));
    expect(runs.reduce((s, r) => s + r.sent, 0)).toBe(40);
    // More than one instance took part (the rows were shared out, not serialised behind one lock).
    expect(runs.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    const rows = await db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.tag, 'pg-race-%'));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(await mailFiles('pg-race-')).toHaveLength(40);
  });

  it('skips a row another transaction holds instead of waiting, and sends it once free', async () => {
    const id = await queueFinishedMail(db, { to: 'held@example.org', subject: 'Held', text: 'Hello' }, 'pg-held');
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM mail_outbox WHERE id = $1 FOR UPDATE', [id]);
      const started = Date.now();
      expect(await runOutbox({ now: due() })).toMatchObject({ sent: 0 });
      expect(Date.now() - started).toBeLessThan(3000);
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
    expect(await runOutbox({ now: due() })).toMatchObject({ sent: 1 });
    expect(await mailFiles('pg-held')).toHaveLength(1);
  });
});
