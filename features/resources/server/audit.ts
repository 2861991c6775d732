import 'server-only';
import { schema, type Db } from '@/lib/db';
import type { SessionUser } from '@/features/auth/server';
import { changedFields } from './version';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

/** Records one write in the same transaction as the write itself: no change without its entry. */
export async function recordAudit(
  tx: Db,
  user: Pick<SessionUser, 'id' | 'username'>,
  action: AuditAction,
  resource: string,
  recordId: number | string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await tx.insert(schema.auditLog).values({
    userId: user.id,
    username: user.username,
    action,
    resource,
    recordId: String(recordId),
    changes: changedFields(before, after),
  });
}
