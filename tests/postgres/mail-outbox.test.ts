import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Pool } from 'pg';
import { createPostgresTestDb } from '@/lib/db/testing';
import { schema, type Db } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { outboxDir } from '@/lib/mail';
import { LEASE_MS, OWNER_GRACE_MS, queueFinishedMail, queueMail, registerMailKind, runOutbox } from '@/lib/mail-outbox';

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
afterAll(async () => {
  for (const child of senders) child.kill('SIGKILL');
  await drop?.();
});

const mailFiles = async (prefix: string) =>
  (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.includes(prefix));
const due = () => new Date(Date.now() + OWNER_GRACE_MS + 1000);

/** Sender processes started by the tests (tests/helpers/outbox-sender.ts), killed at the end at the latest. */
const senders: ChildProcess[] = [];
/** Another server process that claims the row and works on it until it is killed. */
function startSender(id: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', 'tests/helpers/outbox-sender.ts', String(id)],
    {
      env: { ...process.env, OUTBOX_DATABASE_URL: (pool.options as { connectionString: string }).connectionString },
      stdio: 'ignore',
    },
  );
  senders.push(child);
  return child;
}
const rowOf = async (id: number) => (await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0];
/** Waits (at most 30 s: a child process starting on a loaded CI machine) until the row satisfies `test`. */
async function until(id: number, test: (row: Awaited<ReturnType<typeof rowOf>>) => boolean) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const row = await rowOf(id);
    if (test(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mail ${id}: not reached within 30 s: ${JSON.stringify(await rowOf(id))}`);
}
// What the poll of the surviving (or restarted) server renders for the rows the sender process stalls on.
registerMailKind('stalled', async (payload) => ({
  to: 'stalled@example.org',
  subject: String(payload.subject),
  text: 'Hi',
}));

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

  it('a mail claimed by a sender killed mid-send leaves with the next poll 40 s after the kill, well within a minute of the restart', async () => {
    const id = await queueMail(db, 'stalled', 'pg-dead-sender', { subject: 'Dead sender' });
    const sender = startSender(id);
    await until(id, (row) => row.attempts === 1 && row.lockedUntil !== null);
    sender.kill('SIGKILL');
    const killedAt = Date.now();
    // The restarted server polls at its start and every few seconds: the crashed sender's claim must be
    // over by then, or the buyer waits minutes for the tickets the shop just promised.
    expect(await runOutbox({ now: new Date(killedAt + 40_000) })).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
    expect(await mailFiles('pg-dead-sender')).toHaveLength(1);
  }, 60_000);

  it('a sender still at work renews its claim, so no other sender takes the row after the first lease', async () => {
    const id = await queueMail(db, 'stalled', 'pg-slow-sender', { subject: 'Slow sender' });
    // Due for any poll at once (a retry), so only the sender's claim keeps the others off.
    await db
      .update(schema.mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(schema.mailOutbox.id, id));
    const sender = startSender(id);
    const claimed = await until(id, (row) => row.attempts === 1 && row.lockedUntil !== null);
    const firstLease = claimed.lockedUntil!.getTime();
    expect(firstLease - Date.now()).toBeLessThanOrEqual(LEASE_MS);
    // The sending process is alive (a slow PDF, a slow mail server): it renews its lease.
    const renewed = await until(id, (row) => row.lockedUntil !== null && row.lockedUntil.getTime() > firstLease);
    expect(renewed.attempts).toBe(1);
    // After its first lease has run out, the row is still its own: no second sender starts on it.
    const afterFirstLease = new Date(firstLease + 1000);
    expect(afterFirstLease.getTime()).toBeLessThan(renewed.lockedUntil!.getTime());
    expect(await runOutbox({ now: afterFirstLease })).toMatchObject({ sent: 0 });
    expect((await rowOf(id)).attempts).toBe(1);
    // Once it dies, its renewed lease runs out too, and the next poll sends the mail.
    await new Promise((resolve) => {
      sender.once('exit', resolve);
      sender.kill('SIGKILL');
    });
    // (Its last renewal may have come after the one seen above.)
    const { lockedUntil } = await rowOf(id);
    expect(await runOutbox({ now: new Date(lockedUntil!.getTime() + 1000) })).toMatchObject({ sent: 1 });
    expect(await mailFiles('pg-slow-sender')).toHaveLength(1);
  }, 60_000);
});
