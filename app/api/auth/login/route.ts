// POST /api/auth/login/ - staff login: {username, password} -> session and CSRF cookies
import { NextResponse } from 'next/server';
import { assertSameOrigin, forbidden, unauthorized, withRoute } from '@/lib/api';
import { loginSchema } from '@/features/auth';
import { authenticate, createSession, setSessionCookies, setStaffPreview } from '@/features/auth/server';

export const POST = withRoute({ body: loginSchema, maxBodyBytes: 4 * 1024 }, async ({ req, body }) => {
  assertSameOrigin(req, () => forbidden('Cross-origin logins are not accepted.'));
  const user = await authenticate(body.username, body.password);
  if (!user) throw unauthorized('Unable to log in with the provided credentials.');
  const session = await createSession(user.id);
  const res = NextResponse.json({ logged: true, username: user.username, csrf_token: session.csrfToken });
  setSessionCookies(res, session);
  await setStaffPreview(true);
  return res;
});
