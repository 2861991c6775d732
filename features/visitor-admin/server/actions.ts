import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { ApiError, notFound } from '@/lib/api';
import type { SessionUser } from '@/features/auth/server';
import { recordAudit } from '@/features/resources/server';
import { resendVerificationFor } from '@/features/accounts/server';
import { anonymiseAccountOrders } from '@/features/account-orders/server';
import { findVisitor } from './detail';

const { visitorAccounts: a, visitorSessions, waitingList } = schema;
type Staff = Pick<SessionUser, 'id' | 'username'>;
const RESOURCE = 'visitors';

/**
 * Deactivates (or reactivates) an account: a deactivated account cannot log in and its sessions end
 * at once; its orders stay as they are. One transaction with its audit entry.
 */
export async function setVisitorActive(id: number, user: Staff, active: boolean) {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
    if (!row) throw notFound('Visitor account');
    const before = row.deactivatedAt?.toISOString() ?? null;
    const at = active ? null : (row.deactivatedAt ?? new Date());
    await tx.update(a).set({ deactivatedAt: at, updatedAt: new Date() }).where(eq(a.id, id));
    if (!active) await tx.delete(visitorSessions).where(eq(visitorSessions.accountId, id));
    const after = at?.toISOString() ?? null;
    await recordAudit(tx, user, 'update', RESOURCE, id, { deactivated_at: before }, { deactivated_at: after });
    return { id, deactivated_at: after };
  });
}

/** Mails a new verification link to an unverified account; 409 when it is verified already. */
export async function resendVisitorVerification(id: number, user: Staff) {
  const row = await findVisitor(id);
  if (!row) throw notFound('Visitor account');
  if (row.emailVerifiedAt || !(await resendVerificationFor(id)))
    throw new ApiError(409, 'This account has confirmed its e-mail address already.', 'already_verified');
  const sent = new Date().toISOString();
  await recordAudit(db(), user, 'update', RESOURCE, id, { verification_mail: null }, { verification_mail: sent });
  return { id, verification_mail: sent };
}

/**
 * Erasure on request (GDPR Art. 17): the account goes, and with it its sessions, one-time links and
 * favourites (foreign keys cascade) and its places on waiting lists. Orders and invoices stay, as
 * commercial and tax law require them to be kept for ten years: the orders lose the person (the one
 * anonymisation of features/account-orders, also used when visitors delete their own account);
 * invoices are immutable records and keep the buyer as issued. The audit entry names no personal data.
 */
export async function deleteVisitor(id: number, user: Staff) {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
    if (!row) throw notFound('Visitor account');
    const orders = await anonymiseAccountOrders(tx, id);
    const waiting = await tx
      .delete(waitingList)
      .where(and(eq(waitingList.email, row.email), inArray(waitingList.status, ['waiting', 'offered'])))
      .returning({ id: waitingList.id });
    await tx.delete(a).where(eq(a.id, id));
    await recordAudit(tx, user, 'delete', RESOURCE, id, { account: id, orders_kept: orders }, null);
    return { id, deleted: true, orders_pseudonymised: orders, waiting_list_entries_removed: waiting.length };
  });
}
