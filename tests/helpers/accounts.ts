import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { outboxDir } from '@/lib/mail';
import { POST as signUpRoute } from '@/app/api/account/signup/route';
import { POST as verifyRoute } from '@/app/api/account/verify/route';
import { POST as loginRoute } from '@/app/api/account/login/route';
import { callRoute } from './route';
import { parseMail, type MailMessage } from './mime';
import { ORIGIN, setCookies } from './shop';

export const PASSWORD = 'lindenau-2026!';

/** The mails of one visitor account (outbox tag account-<id>), oldest first. */
export async function accountMails(accountId: number): Promise<MailMessage[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`-account-${accountId}.eml`))
    .sort();
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(outboxDir(), f), 'utf8'))));
}

/** The token of the last link to `page` (e.g. '/user/verify') in an account's mails. */
export async function lastLinkToken(accountId: number, page: string) {
  const mails = await accountMails(accountId);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`${page.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
    if (match) return match[1];
  }
  return null;
}

/**
 * A mailed-link token that ran out `minutesAgo` minutes ago, as the site stores one: the table keeps a SHA-256
 * hash of the token in the link, never the token itself.
 */
export async function expiredLinkToken(
  accountId: number,
  purpose: (typeof schema.visitorTokens.$inferInsert)['purpose'],
  minutesAgo = 1,
) {
  const raw = randomBytes(32).toString('base64url');
  await db()
    .insert(schema.visitorTokens)
    .values({
      id: createHash('sha256').update(raw).digest('hex'),
      accountId,
      purpose,
      expiresAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  return raw;
}

export async function accountId(email: string) {
  const [row] = await db()
    .select({ id: schema.visitorAccounts.id })
    .from(schema.visitorAccounts)
    .where(eq(schema.visitorAccounts.email, email));
  return row?.id ?? null;
}

export const post = (
  handler: Parameters<typeof callRoute>[0],
  url: string,
  body: unknown,
  extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  callRoute(handler, {
    url,
    method: 'POST',
    body,
    headers: { origin: ORIGIN, ...extra.headers },
    cookies: extra.cookies,
  });

/** A visitor's cookies after a login response. */
export function sessionOf(res: { headers: Headers }) {
  const c = setCookies(res);
  return {
    cookies: { visitor_session: c.visitor_session, visitor_csrftoken: c.visitor_csrftoken },
    csrf: c.visitor_csrftoken,
  };
}

/** Signs up, verifies by the mailed link and logs in: a ready visitor with cookies and CSRF token. */
export async function verifiedVisitor(email: string, names = { first_name: 'Marta', last_name: 'Lehmann' }) {
  await post(signUpRoute, '/api/account/signup/', { email, password: PASSWORD, ...names, locale: 'de' });
  const id = (await accountId(email))!;
  const token = await lastLinkToken(id, '/user/verify');
  const verified = await post(verifyRoute, '/api/account/verify/', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  const login = await post(loginRoute, '/api/account/login/', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { id, ...sessionOf(login) };
}
