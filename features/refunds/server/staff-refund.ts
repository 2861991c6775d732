import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import type { SessionUser } from '@/features/auth/server';
import { recordAudit } from '@/features/resources/server';
import { refundBody } from '../schemas';
import type { CancellationResult, RefundView } from '../types';
import { cancelTickets } from './cancel-tickets';
import { refundViews } from './refund-views';

type Staff = Pick<SessionUser, 'id' | 'username'>;

/**
 * POST /api/orders/{id}/refund/: staff cancel chosen tickets (or every remaining one) and refund
 * them the way the order was paid; the buyer gets a mail in their language. `created` is false for
 * a retried request (the refunds of the first one come back).
 */
export async function refundOrderAsStaff(
  orderId: number,
  raw: unknown,
  user: Staff,
): Promise<CancellationResult & { created: boolean }> {
  const body = refundBody.parse(raw ?? {});
  const result = await cancelTickets({
    orderId,
    tickets: body.ticket_ids ?? null,
    reason: body.reason ?? '',
    actor: { id: user.id, username: user.username },
    feePercent: 0,
    mail: { kind: body.ticket_ids ? 'tickets' : 'order' },
  });
  return { ...result, created: !result.replayed };
}

/** Staff paid a manual refund out by hand (cash, bank transfer): recorded with who did it. */
export async function markRefundPaidOut(orderId: number, refundId: number, user: Staff): Promise<RefundView> {
  const { refunds } = schema;
  return db().transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
      .for('update');
    if (!row) throw notFound('Refund');
    if (row.status === 'paid_out') return (await refundViews(tx, [row]))[0];
    if (row.status !== 'manual')
      throw new ApiError(
        409,
        `Refund ${refundId} is not paid out by hand (it is ${row.method}, ${row.status}).`,
        'not_manual',
      );
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'paid_out', updatedAt: new Date() })
      .where(eq(refunds.id, refundId))
      .returning();
    await recordAudit(tx, user, 'update', 'refunds', refundId, { status: 'manual' }, { status: 'paid_out' });
    return (await refundViews(tx, [updated]))[0];
  });
}
