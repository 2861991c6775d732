import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';

const { visitorAccounts } = schema;

/**
 * The account's e-mail when it is verified (lower-cased, as stored), else null. The box office reads
 * visitor_accounts through lib/db, never the accounts feature's code: checkout files an order under the
 * account when the buyer's e-mail is the account's proven one, and guest orders are claimed the same way.
 */
export async function verifiedAccountEmail(accountId: number): Promise<string | null> {
  const [row] = await db()
    .select({ email: visitorAccounts.email, verified: visitorAccounts.emailVerifiedAt })
    .from(visitorAccounts)
    .where(eq(visitorAccounts.id, accountId));
  return row?.verified ? row.email.toLowerCase() : null;
}
