import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import { accountLocaleOf, findAccount } from './accounts';
import { sendAccountMail } from './mails';
import { checkPassword, hashPassword } from './passwords';
import { deleteOtherVisitorSessions } from './session';
import { consumeToken, issueToken } from './tokens';

const { visitorAccounts: a } = schema;

/**
 * A new password, given the current one. Every other session of the account ends; the one making
 * the change stays logged in. False: the current password was wrong.
 */
export async function changePassword(
  accountId: number,
  current: string,
  next: string,
  keepSession: string | undefined,
) {
  const account = await findAccount(accountId);
  if (!account || !(await checkPassword(current, account.passwordHash))) return false;
  await db()
    .update(a)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(a.id, accountId));
  await deleteOtherVisitorSessions(accountId, keepSession);
  return true;
}

/** The language of the account's mails (and where the account pages open). */
export async function setAccountLocale(accountId: number, locale: Locale) {
  await db().update(a).set({ locale, updatedAt: new Date() }).where(eq(a.id, accountId));
}

const newsletterConfirmPath = (locale: string, token: string) => `/${locale}/user/newsletter/confirm?token=${token}`;

/**
 * Newsletter opt-in is double: 'pending' and a mail with a link whose page's button makes it 'on'.
 * Opt-out is immediate. Asking again while pending sends a fresh link (the old one dies).
 */
export async function setNewsletter(accountId: number, choice: 'on' | 'off') {
  const account = await findAccount(accountId);
  if (!account) return null;
  if (choice === 'off') {
    await db()
      .update(a)
      .set({ newsletter: 'off', newsletterConfirmedAt: null, updatedAt: new Date() })
      .where(eq(a.id, accountId));
    return 'off' as const;
  }
  if (account.newsletter === 'on') return 'on' as const;
  await db().update(a).set({ newsletter: 'pending', updatedAt: new Date() }).where(eq(a.id, accountId));
  const locale = accountLocaleOf(account);
  const token = await issueToken(accountId, 'newsletter');
  await sendAccountMail(account.email, account.id, locale, 'newsletter', {
    link: newsletterConfirmPath(locale, token),
  });
  return 'pending' as const;
}

/** The button behind the newsletter link. Null: used, expired or unknown link, or the visitor opted out meanwhile. */
export async function confirmNewsletter(token: string) {
  const accountId = await consumeToken(token, 'newsletter');
  if (!accountId) return null;
  const [row] = await db()
    .update(a)
    .set({ newsletter: 'on', newsletterConfirmedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(a.id, accountId), eq(a.newsletter, 'pending')))
    .returning({ id: a.id });
  return row?.id ?? null;
}
