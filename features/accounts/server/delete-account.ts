import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { anonymiseAccountOrders } from '@/features/account-orders/server';
import { findAccount } from './accounts';
import { checkPassword } from './passwords';

/**
 * Deletes an account, given its password: its orders stay for the venue without the person (name
 * and address replaced), then the account goes and with it sessions, tokens and favorites
 * (foreign keys cascade), all in one transaction. False: wrong password.
 */
export async function deleteAccount(accountId: number, password: string) {
  const account = await findAccount(accountId);
  if (!account || !(await checkPassword(password, account.passwordHash))) return false;
  await db().transaction(async (tx) => {
    await anonymiseAccountOrders(tx, accountId);
    await tx.delete(schema.visitorAccounts).where(eq(schema.visitorAccounts.id, accountId));
  });
  return true;
}
