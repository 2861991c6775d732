import 'server-only';
import { eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { isLocale, type Locale } from '@/i18n/config';

const { visitorAccounts: a } = schema;

export type AccountRow = typeof a.$inferSelect;

/** E-mail addresses are stored trimmed and lower-cased (the schemas do the same to input). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(email: string): Promise<AccountRow | null> {
  const [row] = await db()
    .select()
    .from(a)
    .where(eq(a.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findAccount(id: number): Promise<AccountRow | null> {
  const [row] = await db().select().from(a).where(eq(a.id, id));
  return row ?? null;
}

/** The language of an account's mails and pages. */
export const accountLocaleOf = (account: Pick<AccountRow, 'locale'>): Locale =>
  isLocale(account.locale) ? account.locale : 'de';

/** Whether a database error is the unique e-mail constraint (two sign-ups of one address at once). */
export function isDuplicateEmail(error: unknown) {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
