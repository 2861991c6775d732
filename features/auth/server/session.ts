import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { db, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { SESSION_COOKIE, SESSION_DAYS } from '../constants';
import type { StaffRole } from '../user-schemas';

export type SessionUser = {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
  admin_menus: string[];
  csrf_token: string;
};

const hashSessionId = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** lastSeenAt is written at most this often: a page with twenty API calls costs one update, not twenty. */
const TOUCH_MS = 60_000;

/**
 * The staff user of a raw session id, or null when the session is unknown, expired, idle for longer
 * than STAFF_IDLE_MINUTES or its user inactive. A valid session counts as seen now.
 */
export async function userForSession(rawId: string | undefined | null, now = new Date()): Promise<SessionUser | null> {
  if (!rawId || rawId.length > 200) return null;
  const id = hashSessionId(rawId);
  const idleSince = new Date(now.getTime() - env().STAFF_IDLE_MINUTES * 60_000);
  const [row] = await db()
    .select({ user: schema.users, csrf: schema.sessions.csrfToken, lastSeenAt: schema.sessions.lastSeenAt })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.id, id),
        gt(schema.sessions.expiresAt, now),
        gt(schema.sessions.lastSeenAt, idleSince),
        eq(schema.users.isActive, true),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db()
      .update(schema.sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(schema.sessions.id, id), lt(schema.sessions.lastSeenAt, now)));
  }
  return {
    id: row.user.id,
    email: row.user.email,
    username: row.user.username,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    role: row.user.role,
    admin_menus: row.user.adminMenus,
    csrf_token: row.csrf,
  };
}

/** The logged-in staff user of the current request (reads the `sessionid` cookie). */
export async function currentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  return userForSession(store.get(SESSION_COOKIE)?.value);
}

/** Starts a session; returns the raw id for the cookie (only its hash is stored). */
export async function createSession(userId: number) {
  const raw = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db()
    .insert(schema.sessions)
    .values({ id: hashSessionId(raw), userId, csrfToken, expiresAt });
  return { id: raw, csrfToken, expiresAt };
}

export async function deleteSession(rawId: string | undefined) {
  if (rawId)
    await db()
      .delete(schema.sessions)
      .where(eq(schema.sessions.id, hashSessionId(rawId)));
}

/** "Log out everywhere": every session of the user ends, on every device. */
export async function deleteUserSessions(userId: number) {
  await db().delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}
