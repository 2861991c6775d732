// POST /api/auth/login/ - staff login: {username, password} -> session and CSRF cookies; 401 credentials, 429 too many failures
import { NextResponse, type NextRequest } from 'next/server';
import {
  ApiError,
  assertNoNul,
  assertSameOrigin,
  forbidden,
  isPlainFormPost,
  parseJsonText,
  readBodyText,
  unauthorized,
  withRoute,
} from '@/lib/api';
import { defaultLocale, isLocale } from '@/i18n/config';
import { safeNext } from '@/lib/safe-next';
import { PASSWORD_TOO_LONG } from '@/lib/password-limit';
import { loginSchema, SESSION_COOKIE } from '@/features/auth';
import {
  authenticate,
  beginStaffLogin,
  createSession,
  deleteSession,
  setSessionCookies,
  setStaffPreview,
} from '@/features/auth/server';

const MAX_BODY = 4 * 1024;

/** Checks the credentials and starts a session; throws 401 or 429 (ApiError). */
async function logIn(req: NextRequest, credentials: { username: string; password: string }) {
  const attempt = await beginStaffLogin(req, credentials.username);
  const user = await authenticate(credentials.username, credentials.password);
  if (!user) {
    await attempt.failed();
    throw unauthorized('Unable to log in with the provided credentials.');
  }
  await attempt.succeeded();
  // A new session id at every login; a session this browser had before ends (no fixation).
  await deleteSession(req.cookies.get(SESSION_COOKIE)?.value);
  const session = await createSession(user.id);
  await setStaffPreview(true);
  return { user, session };
}

/**
 * The login page's form without JavaScript (or sent before the page's script ran): a 303 to `next`
 * when it worked, else back to the login page with `?error=` (invalid, too_long, locked with `retry`
 * seconds), which the page puts into words. The password never reaches an address.
 */
async function formLogin(req: NextRequest) {
  const form = new URLSearchParams(await readBodyText(req, MAX_BODY));
  assertNoNul(form);
  const lang = form.get('locale') ?? '';
  const locale = isLocale(lang) ? lang : defaultLocale;
  const next = safeNext(form.get('next'), `/${locale}`);
  const back = (error: string, extra: Record<string, string> = {}) =>
    NextResponse.redirect(new URL(`/${locale}/login?${new URLSearchParams({ error, ...extra, next })}`, req.url), 303);
  const parsed = loginSchema.safeParse({ username: form.get('username') ?? '', password: form.get('password') ?? '' });
  if (!parsed.success)
    return back(parsed.error.issues.some((i) => i.message === PASSWORD_TOO_LONG) ? 'too_long' : 'invalid');
  try {
    const { session } = await logIn(req, parsed.data);
    const res = NextResponse.redirect(new URL(next, req.url), 303);
    setSessionCookies(res, session);
    return res;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 429)) throw error;
    return error.status === 401 ? back('invalid') : back('locked', { retry: String(error.retryAfter ?? 60) });
  }
}

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req, () => forbidden('Cross-origin logins are not accepted.'), { requireOriginOnForms: true });
  if (isPlainFormPost(req)) return formLogin(req);
  const body = loginSchema.parse(parseJsonText(await readBodyText(req, MAX_BODY)));
  const { user, session } = await logIn(req, body);
  const res = NextResponse.json({ logged: true, username: user.username, csrf_token: session.csrfToken });
  setSessionCookies(res, session);
  return res;
});
