import 'server-only';
import { findAccountByEmail } from './accounts';
import { checkPassword } from './passwords';

export type LoginResult = { status: 'ok'; accountId: number } | { status: 'invalid' } | { status: 'unverified' };

/**
 * Checks e-mail and password. A wrong address and a wrong password give the same 'invalid' (and the
 * same bcrypt work); only someone who knows the password learns that the address waits for its
 * verification.
 */
export async function checkLogin(email: string, password: string): Promise<LoginResult> {
  const account = await findAccountByEmail(email);
  if (!(await checkPassword(password, account?.passwordHash)) || !account) return { status: 'invalid' };
  if (!account.emailVerifiedAt) return { status: 'unverified' };
  return { status: 'ok', accountId: account.id };
}
