import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { accountLocaleOf, findAccountByEmail } from './accounts';
import { sendAccountMail } from './mails';
import { hashPassword } from './passwords';
import { deleteOtherVisitorSessions } from './session';
import { consumeToken, issueToken } from './tokens';

const { visitorAccounts: a } = schema;

/** The form behind the reset link (valid 60 minutes, once). */
const resetPath = (locale: string, token: string) => `/${locale}/user/password-reset/new?token=${token}`;

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string) {
  const account = await findAccountByEmail(email);
  if (!account) return;
  const locale = accountLocaleOf(account);
  const token = await issueToken(account.id, 'reset');
  await sendAccountMail(account.email, account.id, locale, 'reset', { link: resetPath(locale, token) });
}

/**
 * Sets the new password of a reset link and ends every session of the account (whoever was logged
 * in with the old password is out). Following the link proves the inbox, so an account that was
 * still waiting for its verification counts as verified. Null: the link is used, expired or unknown.
 */
export async function resetPassword(token: string, password: string) {
  // Hashed before the link is used up, so a slow hash cannot leave a used link without a new password.
  const passwordHash = await hashPassword(password);
  const accountId = await consumeToken(token, 'reset');
  if (!accountId) return null;
  const now = new Date();
  const [row] = await db().select({ verified: a.emailVerifiedAt }).from(a).where(eq(a.id, accountId));
  await db()
    .update(a)
    .set({ passwordHash, updatedAt: now, ...(row?.verified ? {} : { emailVerifiedAt: now }) })
    .where(eq(a.id, accountId));
  await deleteOtherVisitorSessions(accountId);
  return accountId;
}
