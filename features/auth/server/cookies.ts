import 'server-only';
import type { NextResponse } from 'next/server';
import { CSRF_COOKIE, SESSION_COOKIE } from '../constants';

const secure = process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https://');

/** sessionid is HttpOnly; csrftoken is readable by our own scripts, which send it back as a header. */
export function setSessionCookies(res: NextResponse, session: { id: string; csrfToken: string; expiresAt: Date }) {
  res.cookies.set(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
  res.cookies.set(CSRF_COOKIE, session.csrfToken, {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookies(res: NextResponse) {
  res.cookies.set(SESSION_COOKIE, '', { path: '/', maxAge: 0 });
  res.cookies.set(CSRF_COOKIE, '', { path: '/', maxAge: 0 });
}
