// POST /api/auth/login/ - staff login: {username, password} -> session and CSRF cookies; 401 credentials, 429 too many failures
import { NextResponse } from 'next/server';
import { assertSameOrigin, forbidden, unauthorized, withRoute } from '@/lib/api';
import { loginSchema, SESSION_COOKIE } from '@/features/auth';
import { authenticate, beginStaffLogin, createSession, deleteSession, setSessionCookies, setStaffPreview } from '@/features/auth/server';

export const POST = withRoute({ body: loginSchema, maxBodyBytes: 4 * 1024 }, async ({ req, body }) => {
  assertSameOrigin(req, () => forbidden('Cross-origin logins are not accepted.'));
  const attempt = await beginStaffLogin(req, body.username);
  const user = await authenticate(body.username, body.password);
  if (!user) {
    await attempt.failed();
    throw unauthorized('Unable to log in with the provided credentials.');
  }
  await attempt.succeeded();
  // A new session id at every login; a session this browser had before ends (no fixation).
  await deleteSession(req.cookies.get(SESSION_COOKIE)?.value);
  const session = await createSession(user.id);
  const res = NextResponse.json({ logged: true, username: user.username, csrf_token: session.csrfToken });
  setSessionCookies(res, session);
  await setStaffPreview(true);
  return res;
});
