import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/db';
import { mailOutbox, type MailOutboxRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import type { PeriodicJob } from '@/lib/jobs/runner';
import { deliverMail, type Mail } from '@/lib/mail';
import { reportError } from '@/lib/report';

/**
 * Crash-safe mail: a mail is first a row of mail_outbox, written in the transaction of what it is
 * about, then sent. The request that queued it sends it right after its commit (sendQueued), so the
 * visitor's mail leaves as fast as before; the background runner's poll (outboxJob) is the safety net for
 * rows whose request died, and for retries. Several server instances may poll at once: a row is
 * claimed with FOR UPDATE SKIP LOCKED and a short lease that the sender renews while it works on the
 * row, so exactly one sender has it at a time, and a sender that died (SIGKILL, a lost machine) lets
 * go of it within a lease. Delivery is at least once: a crash after the SMTP server took the mail but
 * before the row is marked sends it again.
 *
 * After a crash, a mail leaves within a minute of the restart: a row queued just before it is due to
 * the poll OWNER_GRACE_MS (30 s) after it was queued, one claimed by the dead process once its lease
 * (LEASE_MS, 20 s) has run out, and the restarted server polls at its start and then every
 * OUTBOX_POLL_SECONDS (5 s).
 */

/** Turns a queued row's payload into the mail; null when there is nothing to send any more. */
export type MailRenderer = (payload: Record<string, unknown>) => Promise<Mail | null>;

const renderers = new Map<string, MailRenderer>();

/** A feature names how its rows are rendered ('order' → the order's current confirmation). */
export function registerMailKind(kind: string, render: MailRenderer) {
  renderers.set(kind, render);
}

/** Finished mails: the payload is the mail itself (attachments as base64). */
const FINISHED = 'mail';

/** After this many failed attempts the row is given up ('failed') and reported. */
export const MAX_ATTEMPTS = 8;
/** The request that queued a mail sends it; the poll takes it only after this grace time. */
export const OWNER_GRACE_MS = 30_000;
/**
 * How long a sender's claim on a row lasts unless it renews it; after a crash another sender takes the
 * row when this runs out. Short, so a mail whose sender died is not held for minutes.
 */
export const LEASE_MS = 20_000;
/** A sender renews the claims it still works on this often (a slow PDF or mail server keeps its rows). */
const RENEW_MS = 5_000;
/** Wait before attempt n+1: 30 s, 1 min, 2 min, … at most 6 h. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

type Payload = Record<string, unknown>;

/** Queues a mail whose content is rendered when it is sent (see registerMailKind). Returns the row id. */
export async function queueMail(database: Db, kind: string, tag: string, payload: Payload): Promise<number> {
  const [row] = await database
    .insert(mailOutbox)
    .values({ kind, tag, payload, nextAttemptAt: new Date(Date.now() + OWNER_GRACE_MS) })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Queues a finished mail (account mails: rendered now, cheap, no transaction to share). */
export async function queueFinishedMail(database: Db, mail: Mail, tag: string) {
  const attachments = mail.attachments?.map((a) => ({ ...a, content: a.content.toString('base64') }));
  return queueMail(database, FINISHED, tag, { ...mail, attachments });
}

type StoredMail = Omit<Mail, 'attachments'> & {
  attachments?: (Omit<NonNullable<Mail['attachments']>[number], 'content'> & { content: string })[];
};

function finishedMail(payload: Payload): Mail {
  const mail = payload as unknown as StoredMail;
  return { ...mail, attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })) };
}

export type SendResult = {
  id: number;
  status: 'sent' | 'pending' | 'failed';
  delivered?: 'smtp' | 'outbox';
  file?: string;
  error?: string;
};

/** Takes rows for this sender: pending, not leased by another, matching `where`; skips rows another transaction holds. */
async function claim(database: Db, where: ReturnType<typeof and>, now: Date, limit: number): Promise<MailOutboxRow[]> {
  const candidates = database
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)), where),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return database
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, candidates))
    .returning();
}

/**
 * Keeps this sender's claim on `rows` while it works through them: every RENEW_MS the rows it still
 * holds get a lease of LEASE_MS from then, so a batch whose PDFs or SMTP round trips outlast one lease
 * is not taken over while its sender is alive. Only the lease this sender set is renewed: a row whose
 * lease ran out meanwhile (the database was away longer than a lease) may be another sender's now,
 * and is dropped. A failed renewal is tried again at the next turn; the lease outlives three of them.
 */
function holdClaims(database: Db, rows: MailOutboxRow[], now: Date) {
  const held = new Set(rows.map((row) => row.id));
  let lease = rows[0]?.lockedUntil ?? null;
  // Tests claim with a later `now`: renewals keep to that clock.
  const offset = now.getTime() - Date.now();
  let renewing = false;
  const timer = setInterval(async () => {
    if (renewing || !held.size || !lease) return;
    renewing = true;
    const next = new Date(Date.now() + offset + LEASE_MS);
    try {
      const kept = await database
        .update(mailOutbox)
        .set({ lockedUntil: next })
        .where(
          and(inArray(mailOutbox.id, [...held]), eq(mailOutbox.status, 'pending'), eq(mailOutbox.lockedUntil, lease)),
        )
        .returning({ id: mailOutbox.id });
      const ids = new Set(kept.map((row) => row.id));
      for (const id of held) if (!ids.has(id)) held.delete(id);
      lease = next;
    } catch {
      // The database is away: the next turn tries again.
    } finally {
      renewing = false;
    }
  }, RENEW_MS);
  timer.unref?.();
  return {
    /** This row is done with (sent, given up, or back to pending for a retry). */
    release: (id: number) => held.delete(id),
    stop: () => clearInterval(timer),
  };
}

/** Sends the claimed rows one after another while holding their claims. */
async function sendClaimed(database: Db, rows: MailOutboxRow[], now: Date): Promise<SendResult[]> {
  if (!rows.length) return [];
  const hold = holdClaims(database, rows, now);
  const results: SendResult[] = [];
  try {
    for (const row of rows) {
      results.push(await send(database, row));
      hold.release(row.id);
    }
  } finally {
    hold.stop();
  }
  return results;
}

async function send(database: Db, row: MailOutboxRow): Promise<SendResult> {
  try {
    const render = row.kind === FINISHED ? async (p: Payload) => finishedMail(p) : renderers.get(row.kind);
    if (!render) throw new Error(`No renderer for mails of kind "${row.kind}" in this process`);
    const mail = await render(row.payload);
    if (!mail) {
      await database
        .update(mailOutbox)
        .set({ status: 'failed', lastError: 'nothing to send (its subject is gone)', lockedUntil: null })
        .where(eq(mailOutbox.id, row.id));
      return { id: row.id, status: 'failed', error: 'gone' };
    }
    const result = await deliverMail(mail, row.tag);
    // A finished mail may hold links with secrets (password reset): once sent, the row keeps only its record.
    await database
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        deliveredVia: result.delivered,
        lockedUntil: null,
        lastError: null,
        ...(row.kind === FINISHED ? { payload: {} } : {}),
      })
      .where(eq(mailOutbox.id, row.id));
    return { id: row.id, status: 'sent', ...result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= MAX_ATTEMPTS;
    await database
      .update(mailOutbox)
      .set({
        status: last ? 'failed' : 'pending',
        lastError: message.slice(0, 2000),
        lockedUntil: null,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, row.id))
      .catch((e) => reportError(e, { mail: row.id }));
    reportError(error, { mail: row.id, tag: row.tag, attempt: row.attempts, gaveUp: last });
    return { id: row.id, status: last ? 'failed' : 'pending', error: message };
  }
}

/**
 * Sends the rows this request queued, right after its commit. Never throws: a failure stays queued
 * for the poll's retries. A row another sender holds is left to it.
 */
export async function sendQueued(ids: (number | null | undefined)[], database: Db = db()): Promise<SendResult[]> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (!wanted.length) return [];
  try {
    const now = new Date();
    return await sendClaimed(database, await claim(database, inArray(mailOutbox.id, wanted), now, wanted.length), now);
  } catch (error) {
    reportError(error, { mails: wanted });
    return [];
  }
}

const sending = new Set<Promise<unknown>>();

/**
 * sendQueued without waiting for it: the answer goes out while the mail is rendered and handed to
 * the mail server (its PDFs, its SMTP round trips). A buyer in an on-sale rush should not wait for
 * them; the row is queued already, so a crash before it is sent leaves it to the poll.
 */
export function sendSoon(ids: (number | null | undefined)[], database: Db = db()) {
  const started = afterShopWrites()
    .then(async (done) => {
      try {
        return await sendQueued(ids, database);
      } finally {
        done();
      }
    })
    .finally(() => sending.delete(started));
  sending.add(started);
}

/**
 * The server's turn for deferred work (server/app-hooks.ts): rendering and sending a mail is about
 * as much work as the checkout that queued it, and the buyers still adding and paying go first (an
 * on-sale rush, docs/performance.md §15). At once where no server set the hook (tests, scripts).
 */
function afterShopWrites(): Promise<() => void> {
  const hook = (globalThis as { __museumAfterShopWrites?: () => Promise<() => void> }).__museumAfterShopWrites;
  return hook ? hook() : Promise.resolve(() => undefined);
}

/** Resolves when every sendSoon of this process so far has finished (tests read the outbox after it). */
export async function sendsSettled() {
  while (sending.size) await Promise.allSettled([...sending]);
}

/** One poll: sends every due row (in batches), returns how it went. Tests pass a later `now`. */
export async function runOutbox(options: { now?: Date; database?: Db; batch?: number } = {}) {
  const database = options.database ?? db();
  const now = options.now ?? new Date();
  const batch = options.batch ?? 20;
  const totals = { sent: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < 50; round++) {
    const rows = await claim(database, lte(mailOutbox.nextAttemptAt, now), now, batch);
    for (const { status } of await sendClaimed(database, rows, now))
      totals[status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'retrying'] += 1;
    if (rows.length < batch) break;
  }
  return totals;
}

/**
 * The outbox's poll for the background runner (instrumentation.ts): at start, then every
 * OUTBOX_POLL_SECONDS. When the database is away the runner logs it and the rows wait for the next
 * turn; at shutdown it waits for a round under way, so no mail is cut between sending and being
 * marked sent (it would go out twice after the lease ran out).
 */
export function outboxJob(): PeriodicJob {
  return { name: 'mail outbox', intervalMs: env().OUTBOX_POLL_SECONDS * 1000, run: () => runOutbox() };
}
