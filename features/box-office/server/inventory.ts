import 'server-only';
import { and, eq, isNotNull, isNull, ne, or, gt, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { schema, type Db } from '@/lib/db';
import { CART_ERROR } from '../cart-errors';
import { ticketingHooks } from '@/lib/ticketing-hooks';

const { ticketReservations: r, ticketSeatGroups, ticketTimeslots } = schema;

/** What seats are counted against: a timeslot for timed seat groups, else the seat group itself. */
export type CapacityTarget = { seatGroupId: number; timeslotId: number | null };

export const targetKey = (t: CapacityTarget) => (t.timeslotId ? `t:${t.timeslotId}` : `g:${t.seatGroupId}`);

/** Transactions lock in one global order (seat groups, then timeslots, by id) so two never deadlock. */
export function sortTargets(targets: CapacityTarget[]) {
  const unique = new Map(targets.map((t) => [targetKey(t), t]));
  return [...unique.values()].sort(
    (a, b) => (a.timeslotId ?? 0) - (b.timeslotId ?? 0) || a.seatGroupId - b.seatGroupId,
  );
}

export class CartError extends ApiError {
  constructor(status: number, message: string, code: number, details?: Record<string, unknown>) {
    super(status, message, code, details);
  }
}

export const busyError = () =>
  new CartError(503, 'The box office is busy, please try again in a moment.', CART_ERROR.busy);

/** Sets the lock timeout for the current transaction (set_config(..., true) is SET LOCAL: it ends with it). */
async function limitLockWait(tx: Db) {
  const ms = `${Math.max(1, Math.round(ticketingHooks().lockTimeoutMs))}ms`;
  await tx.execute(sql`select set_config('lock_timeout', ${ms}, true)`);
}

/**
 * Takes the row lock on the target before anything is counted: every other purchase of the same
 * seats waits here until this transaction ends, so check and write cannot interleave. FOR NO KEY
 * UPDATE (as ticket_add_to_cart takes it): capacity changes exclude each other, while a foreign-key
 * check on a row that refers to the target (FOR KEY SHARE) does not wait for them.
 */
export async function lockTarget(tx: Db, target: CapacityTarget, lock = true): Promise<number> {
  if (target.timeslotId) {
    const q = tx
      .select({ capacity: ticketTimeslots.capacity })
      .from(ticketTimeslots)
      .where(eq(ticketTimeslots.id, target.timeslotId));
    const [row] = lock ? await q.for('no key update') : await q;
    return row?.capacity ?? 0;
  }
  const q = tx
    .select({ capacity: ticketSeatGroups.capacity })
    .from(ticketSeatGroups)
    .where(eq(ticketSeatGroups.id, target.seatGroupId));
  const [row] = lock ? await q.for('no key update') : await q;
  return row?.capacity ?? 0;
}

/** Seats held on the target at `now`: ordered ones plus holds not yet expired (optionally not counting one cart). */
export async function heldSeats(tx: Db, target: CapacityTarget, now: Date, exceptCartId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${r.quantity}), 0)::int` })
    .from(r)
    .where(
      and(
        eq(r.seatGroupId, target.seatGroupId),
        target.timeslotId ? eq(r.timeslotId, target.timeslotId) : isNull(r.timeslotId),
        // An ordered seat counts until its order is cancelled (cancelling sets expires_at).
        or(and(isNotNull(r.orderId), isNull(r.expiresAt)), gt(r.expiresAt, now)),
        exceptCartId !== undefined ? ne(r.cartId, exceptCartId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The database's error in drizzle's wrapping (its `cause` chain): SQLSTATE `code` and `detail`. */
export function databaseError(error: unknown): { code: string; detail?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string')
      return {
        code,
        detail: typeof (e as { detail?: unknown }).detail === 'string' ? (e as { detail: string }).detail : undefined,
      };
  }
  return undefined;
}

/** A lock timeout or deadlock: 'busy, please try again' (503). */
export const isBusy = (code: string | undefined) => code === '55P03' || code === '40P01';

/**
 * Runs a capacity-changing unit of work in one transaction with a bounded lock wait. A lock
 * timeout or deadlock becomes 'busy, please try again' (503), never a hang or a 500.
 */
export async function inventoryTransaction<T>(
  database: Db,
  work: (tx: Db, locking: boolean) => Promise<T>,
): Promise<T> {
  // Negative control for the concurrency tests: no transaction, no lock (see hooks.ts).
  if (ticketingHooks().lockingDisabled) return work(database, false);
  try {
    return await database.transaction(async (tx) => {
      await limitLockWait(tx as unknown as Db);
      return work(tx as unknown as Db, true);
    });
  } catch (error) {
    if (isBusy(databaseError(error)?.code)) throw busyError();
    throw error;
  }
}
