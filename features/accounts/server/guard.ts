import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { forbidden, unauthorized } from '@/lib/api/errors';
import { CSRF_HEADER } from '@/features/auth';
import { VISITOR_SESSION_COOKIE } from '../constants';
import { visitorForSession, type Visitor } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Server-side authorization of every account endpoint: a valid visitor session, and for writes the
 * session's CSRF token, from the X-CSRFToken header (scripts) or the form's `csrf_token` field
 * (plain form posts without JavaScript; pass it as `formToken`).
 */
export async function requireVisitor(req: NextRequest, formToken?: string | null): Promise<Visitor> {
  const visitor = await visitorForSession(req.cookies.get(VISITOR_SESSION_COOKIE)?.value);
  if (!visitor) throw unauthorized('Please log in.');
  if (!SAFE_METHODS.has(req.method)) assertVisitorCsrf(visitor, formToken ?? req.headers.get(CSRF_HEADER));
  return visitor;
}

export function assertVisitorCsrf(visitor: Visitor, token: string | null | undefined) {
  if (!token || !sameToken(token, visitor.csrf_token)) throw forbidden('CSRF token missing or incorrect.');
}
