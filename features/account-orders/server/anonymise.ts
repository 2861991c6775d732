import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';

/** The name an order keeps once the account that placed it is deleted. */
const DELETED_BUYER_NAME = 'Gelöschtes Konto';

/**
 * Before a visitor account is deleted: its orders stay for the venue (sales, seats, tickets already
 * issued) but lose the person. Run inside the transaction that deletes the account.
 */
export async function anonymiseAccountOrders(database: Db, accountId: number) {
  const { ticketOrders: o } = schema;
  const rows = await database
    .update(o)
    .set({
      accountId: null,
      buyerName: DELETED_BUYER_NAME,
      email: sql`'deleted-' || ${o.id} || '@invalid'`,
      updatedAt: new Date(),
    })
    .where(eq(o.accountId, accountId))
    .returning({ id: o.id });
  return rows.length;
}
