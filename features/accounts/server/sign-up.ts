import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import type { SignUpInput } from '../schemas';
import { accountLocaleOf, findAccountByEmail, isDuplicateEmail } from './accounts';
import { sendAccountMail } from './mails';
import { hashPassword } from './passwords';
import { consumeToken, issueToken } from './tokens';

const { visitorAccounts: a } = schema;

const verifyPath = (locale: Locale, token: string) => `/${locale}/user/verify?token=${token}`;

/** A new verification link for an unverified account (sign-up, or "send me a new link"). */
async function sendVerificationMail(account: { id: number; email: string; locale: string }) {
  const locale = accountLocaleOf(account);
  const token = await issueToken(account.id, 'verify');
  await sendAccountMail(account.email, account.id, locale, 'verify', { link: verifyPath(locale, token) });
}

/** Mail to an address that already has an account: someone tried to sign up with it. */
async function sendExistingNotice(account: { id: number; email: string; locale: string }) {
  const locale = accountLocaleOf(account);
  await sendAccountMail(account.email, account.id, locale, 'signUpExisting', {
    login: `/${locale}/user/login`,
    reset: `/${locale}/user/password-reset`,
  });
}

/**
 * Sign-up. The caller answers the same whatever happens here, so nobody learns whether an address
 * has an account: a new address gets an unverified account and a verification link; a known,
 * verified one a notice (no second account, nothing changed); a known, unverified one a new link
 * (its password and name stay as first given: only the owner of the inbox can go on).
 */
export async function signUp(input: SignUpInput) {
  // Hashed first in every case: a known address must not answer faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(input.email);
  if (existing) {
    if (existing.emailVerifiedAt) await sendExistingNotice(existing);
    else await sendVerificationMail(existing);
    return;
  }
  let created: { id: number; email: string; locale: string } | undefined;
  try {
    [created] = await db()
      .insert(a)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        locale: input.locale,
      })
      .returning({ id: a.id, email: a.email, locale: a.locale });
  } catch (error) {
    // The same address signed up a moment ago (a double click): treat it like a known address.
    if (!isDuplicateEmail(error)) throw error;
    const raced = await findAccountByEmail(input.email);
    if (raced && !raced.emailVerifiedAt) await sendVerificationMail(raced);
    return;
  }
  await sendVerificationMail(created!);
}

/** Follows a verification link: marks the address verified. Returns the account id, or null for a used, expired or unknown link. */
export async function verifyEmail(token: string) {
  const accountId = await consumeToken(token, 'verify');
  if (!accountId) return null;
  await db().update(a).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(a.id, accountId));
  return accountId;
}

/**
 * Staff in the back office send a new verification link for an account. False when there is nothing
 * to verify (unknown or already verified account).
 */
export async function resendVerificationFor(accountId: number): Promise<boolean> {
  const [account] = await db()
    .select({ id: a.id, email: a.email, locale: a.locale, verified: a.emailVerifiedAt })
    .from(a)
    .where(eq(a.id, accountId));
  if (!account || account.verified) return false;
  await sendVerificationMail(account);
  return true;
}

/** "Send me a new link": only for an unverified account; the answer is the same for any address. */
export async function resendVerification(email: string) {
  const account = await findAccountByEmail(email);
  if (account && !account.emailVerifiedAt) await sendVerificationMail(account);
}
