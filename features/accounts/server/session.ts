import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { db, schema } from '@/lib/db';
import { VISITOR_SESSION_COOKIE, VISITOR_SESSION_DAYS } from '../constants';

const { visitorAccounts: a, visitorSessions: s } = schema;

export type Visitor = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  csrf_token: string;
};

const hash = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** The visitor of a raw session id, or null when the session is unknown or expired or the account deactivated. */
export async function visitorForSession(rawId: string | undefined | null, now = new Date()): Promise<Visitor | null> {
  if (!rawId || rawId.length > 200) return null;
  const [row] = await db()
    .select({
      id: a.id,
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      locale: a.locale,
      csrf_token: s.csrfToken,
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.accountId))
    .where(and(eq(s.id, hash(rawId)), gt(s.expiresAt, now), isNull(a.deactivatedAt)));
  return row ?? null;
}

/** The logged-in visitor of the current request (server components, route handlers). */
export async function currentVisitor(): Promise<Visitor | null> {
  return visitorForSession((await cookies()).get(VISITOR_SESSION_COOKIE)?.value);
}

/** Starts a session; returns the raw id for the cookie (only its hash is stored). */
export async function createVisitorSession(accountId: number) {
  const raw = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + VISITOR_SESSION_DAYS * 24 * 3600 * 1000);
  await db()
    .insert(s)
    .values({ id: hash(raw), accountId, csrfToken, expiresAt });
  return { id: raw, csrfToken, expiresAt };
}

export async function deleteVisitorSession(rawId: string | undefined) {
  if (rawId)
    await db()
      .delete(s)
      .where(eq(s.id, hash(rawId)));
}

/** Ends every session of an account (password changed or reset), optionally keeping the current one. */
export async function deleteOtherVisitorSessions(accountId: number, keepRawId?: string) {
  await db()
    .delete(s)
    .where(and(eq(s.accountId, accountId), keepRawId ? ne(s.id, hash(keepRawId)) : undefined));
}
