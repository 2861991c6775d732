import 'server-only';
import type { NextResponse } from 'next/server';
import { VISITOR_CSRF_COOKIE, VISITOR_SESSION_COOKIE } from '../constants';

const secure = () => process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https://');

/** The session cookie is HttpOnly; the CSRF cookie is readable by our own scripts only (SameSite=Strict). */
export function setVisitorCookies(res: NextResponse, session: { id: string; csrfToken: string; expiresAt: Date }) {
  res.cookies.set(VISITOR_SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    expires: session.expiresAt,
  });
  res.cookies.set(VISITOR_CSRF_COOKIE, session.csrfToken, {
    httpOnly: false,
    sameSite: 'strict',
    secure: secure(),
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearVisitorCookies(res: NextResponse) {
  res.cookies.set(VISITOR_SESSION_COOKIE, '', { path: '/', maxAge: 0 });
  res.cookies.set(VISITOR_CSRF_COOKIE, '', { path: '/', maxAge: 0 });
}
