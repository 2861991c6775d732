import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { upgradedHash } from '@/features/auth/server';
import { findAccountByEmail } from './accounts';
import { checkPassword } from './passwords';

export type LoginResult =
  { status: 'ok'; accountId: number } | { status: 'invalid' } | { status: 'unverified' } | { status: 'deactivated' };

/**
 * Checks e-mail and password. A wrong address and a wrong password give the same 'invalid' (and the
 * same hashing work); only someone who knows the password learns that the address waits for its
 * verification. A bcrypt hash from before becomes Argon2id at the first login that knows the password.
 */
export async function checkLogin(email: string, password: string): Promise<LoginResult> {
  const account = await findAccountByEmail(email);
  if (!(await checkPassword(password, account?.passwordHash)) || !account) return { status: 'invalid' };
  const upgraded = await upgradedHash(password, account.passwordHash);
  const a = schema.visitorAccounts;
  if (upgraded)
    await db()
      .update(a)
      .set({ passwordHash: upgraded })
      .where(and(eq(a.id, account.id), eq(a.passwordHash, account.passwordHash)));
  // Deactivated by staff (the back office's visitor accounts): refused, whoever knows the password.
  if (account.deactivatedAt) return { status: 'deactivated' };
  if (!account.emailVerifiedAt) return { status: 'unverified' };
  return { status: 'ok', accountId: account.id };
}
