import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';

/** How long a deleted record can be restored. */
export const TRASH_DAYS = 30;

export async function putInTrash(
  tx: Db,
  resource: string,
  recordId: number,
  label: string,
  data: Record<string, unknown>,
  deletedBy: string,
) {
  await purgeTrash(tx);
  await tx.insert(schema.trash).values({ resource, recordId, label, data, deletedBy });
}

/** The newest deleted copy of a record, if it is still within TRASH_DAYS. */
export async function takeFromTrash(tx: Db, resource: string, recordId: number) {
  await purgeTrash(tx);
  const [row] = await tx
    .select()
    .from(schema.trash)
    .where(and(eq(schema.trash.resource, resource), eq(schema.trash.recordId, recordId)))
    .orderBy(desc(schema.trash.deletedAt))
    .limit(1);
  if (row) await tx.delete(schema.trash).where(eq(schema.trash.id, row.id));
  return row ?? null;
}

async function purgeTrash(tx: Db) {
  await tx.delete(schema.trash).where(lt(schema.trash.deletedAt, new Date(Date.now() - TRASH_DAYS * 24 * 3600 * 1000)));
}
