import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { forbidden, unauthorized } from '@/lib/api/errors';
import { CSRF_HEADER, SESSION_COOKIE } from '../constants';
import { userForSession, type SessionUser } from './session';
import { roleAllows, type StaffRole } from '../user-schemas';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Server-side authorization for every staff endpoint: a valid session, and for state-changing
 * requests the CSRF header that must equal the session's token (the client copies it from the
 * csrftoken cookie, which another site cannot read).
 */
export async function requireStaff(req: NextRequest): Promise<SessionUser> {
  const user = await userForSession(req.cookies.get(SESSION_COOKIE)?.value);
  if (!user) throw unauthorized();
  if (!SAFE_METHODS.has(req.method)) {
    const header = req.headers.get(CSRF_HEADER) ?? '';
    const a = Buffer.from(header);
    const b = Buffer.from(user.csrf_token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden('CSRF token missing or incorrect.');
  }
  return user;
}

/**
 * requireStaff plus a role: the user's role must be one of `allowed`, or admin (an administrator may
 * do everything). A door account asking for an editor's endpoint gets 403.
 */
export async function requireRole(req: NextRequest, allowed: StaffRole | readonly StaffRole[]): Promise<SessionUser> {
  const user = await requireStaff(req);
  if (!roleAllows(user.role, allowed))
    throw forbidden(`This needs another role; your account is a ${user.role} account.`);
  return user;
}
