import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { serverSecret } from '@/lib/secrets';
import { accountLocaleOf, findAccount, findAccountByEmail, isDuplicateEmail, normaliseEmail } from './accounts';
import { sendAccountMail } from './mails';
import { checkPassword } from './passwords';

const { visitorAccounts: a } = schema;

const LINK_HOURS = 24;

/**
 * Changing the e-mail address stores nothing until the new address is proven: the link mailed to it
 * carries account, new address and expiry, signed with a server key over the account's current
 * address as well. Once followed, the current address is the new one, so the same link no longer
 * verifies: it works once, without a table.
 */
async function sign(payload: string, currentEmail: string) {
  const key = await serverSecret('visitor-email-change', undefined);
  return createHmac('sha256', key).update(`${payload}|${currentEmail}`).digest('base64url');
}

const emailConfirmPath = (locale: string, token: string) => `/${locale}/user/email/confirm?token=${token}`;

export type EmailChangeResult = 'sent' | 'wrong_password' | 'same';

/**
 * Asks for a change of address: needs the password. The new address gets the link, or, when it
 * already belongs to an account, a notice instead (the answer here is 'sent' either way).
 */
export async function requestEmailChange(
  accountId: number,
  password: string,
  newEmail: string,
  now = new Date(),
): Promise<EmailChangeResult> {
  const account = await findAccount(accountId);
  if (!account || !(await checkPassword(password, account.passwordHash))) return 'wrong_password';
  const email = normaliseEmail(newEmail);
  if (email === account.email) return 'same';
  const locale = accountLocaleOf(account);
  if (await findAccountByEmail(email)) {
    await sendAccountMail(email, account.id, locale, 'emailTaken', {
      login: `/${locale}/user/login`,
      reset: `/${locale}/user/password-reset`,
    });
    return 'sent';
  }
  const payload = `${account.id}.${now.getTime() + LINK_HOURS * 3600_000}.${Buffer.from(email).toString('base64url')}`;
  const token = `${payload}.${await sign(payload, account.email)}`;
  await sendAccountMail(email, account.id, locale, 'emailChange', { link: emailConfirmPath(locale, token) });
  return 'sent';
}

/** The account and new address a link names, if it is genuine, unexpired and not yet used. */
export async function readEmailChange(token: string | null | undefined, now = new Date()) {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4 || token!.length > 600) return null;
  const [id, expires, encoded, signature] = parts;
  const accountId = Number(id);
  if (!Number.isSafeInteger(accountId) || accountId < 1 || !(Number(expires) > now.getTime())) return null;
  const account = await findAccount(accountId);
  if (!account) return null;
  const expected = Buffer.from(await sign(`${id}.${expires}.${encoded}`, account.email));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { account, email: Buffer.from(encoded, 'base64url').toString('utf8') };
}

/**
 * Follows the link: the new address becomes the account's (and is verified by this very link); the
 * old address is told. Null when the link is not valid (anymore) or the address was taken meanwhile.
 */
export async function confirmEmailChange(token: string) {
  const change = await readEmailChange(token);
  if (!change) return null;
  try {
    const updated = await db()
      .update(a)
      .set({ email: change.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(a.id, change.account.id), eq(a.email, change.account.email)))
      .returning({ id: a.id });
    if (!updated.length) return null;
  } catch (error) {
    if (isDuplicateEmail(error)) return null;
    throw error;
  }
  await sendAccountMail(change.account.email, change.account.id, accountLocaleOf(change.account), 'emailChanged');
  return change.account.id;
}
