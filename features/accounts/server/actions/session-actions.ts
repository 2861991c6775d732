import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { CSRF_HEADER } from '@/features/auth';
import { isLocale } from '@/i18n/config';
import { VISITOR_SESSION_COOKIE } from '../../constants';
import { accountPaths } from '../../paths';
import { loginSchema, logoutEverywhereSchema } from '../../schemas';
import { clearVisitorCookies, setVisitorCookies } from '../cookies';
import { assertVisitorCsrf } from '../guard';
import { accountAction, assertSameSite, safeNext, withMessage } from '../http';
import { beginVisitorLogin } from '../limits';
import { checkLogin } from '../login';
import { createVisitorSession, deleteOtherVisitorSessions, deleteVisitorSession, visitorForSession } from '../session';
import { isPlainFormPost as isFormPost } from '@/lib/api/origin';
import { readRawAction } from '@/features/webshop/server';
import { findAccount } from '../accounts';

/**
 * What else a login does, composed by the route (app/): the favorites feature moves a guest's
 * favorites into the account and clears their cookie. Accounts know nothing of favorites.
 */
export type LoginHooks = { afterLogin?: (accountId: number) => Promise<void>; cookies?: (res: NextResponse) => void };

export const loginAction = (req: NextRequest, hooks: LoginHooks = {}) =>
  accountAction(req, {
    schema: loginSchema,
    back: (locale, raw) => {
      const next = safeNext(raw.next, '');
      return next ? `${accountPaths.login(locale)}?${new URLSearchParams({ next })}` : accountPaths.login(locale);
    },
    run: async ({ data, locale }) => {
      const attempt = await beginVisitorLogin(req, data.email);
      const result = await checkLogin(data.email, data.password);
      if (result.status === 'invalid') {
        await attempt.failed();
        throw new ApiError(401, 'E-mail address or password is not correct.', 'credentials');
      }
      await attempt.succeeded();
      if (result.status === 'deactivated')
        throw new ApiError(
          403,
          'This account has been deactivated by the museum. Please contact the box office.',
          'deactivated',
        );
      if (result.status === 'unverified')
        throw new ApiError(
          403,
          'Please confirm your e-mail address first: follow the link in the mail we sent you.',
          'unverified',
        );
      // A session of an earlier login in this browser ends; the new one starts with a fresh id and cookies.
      await deleteVisitorSession(req.cookies.get(VISITOR_SESSION_COOKIE)?.value);
      const session = await createVisitorSession(result.accountId);
      await hooks.afterLogin?.(result.accountId);
      const account = await findAccount(result.accountId);
      const next = safeNext(data.next, accountPaths.profile(locale));
      return {
        json: {
          logged_in: true,
          next,
          first_name: account?.firstName,
          last_name: account?.lastName,
          csrf_token: session.csrfToken,
        },
        page: next,
        cookies: (res) => {
          setVisitorCookies(res, session);
          hooks.cookies?.(res);
        },
      };
    },
  });

/**
 * Logout from the header (JSON, X-CSRFToken) or an account page's form (csrf_token). Without a
 * session there is nothing to end and the answer is the same; with one, the token is required.
 */
export async function logoutAction(req: NextRequest) {
  assertSameSite(req);
  const form = isFormPost(req);
  const raw = form ? ((await readRawAction(req)).raw as Record<string, string>) : {};
  const sessionId = req.cookies.get(VISITOR_SESSION_COOKIE)?.value;
  const visitor = await visitorForSession(sessionId);
  if (visitor) {
    assertVisitorCsrf(visitor, form ? raw.csrf_token : req.headers.get(CSRF_HEADER));
    await deleteVisitorSession(sessionId);
  }
  const lang = req.nextUrl.searchParams.get('lang');
  const res = form
    ? NextResponse.redirect(
        new URL(withMessage(accountPaths.login(isLocale(lang) ? lang : 'de'), 'logged_out'), req.nextUrl.origin),
        303,
      )
    : NextResponse.json({ logged_in: false });
  clearVisitorCookies(res);
  return res;
}

/**
 * "Log out everywhere" (settings page form, or JSON with X-CSRFToken): every session of the account
 * ends, this browser's included, on every device where someone might still be logged in.
 */
export const logoutEverywhereAction = (req: NextRequest) =>
  accountAction(req, {
    schema: logoutEverywhereSchema,
    session: true,
    back: (locale) => accountPaths.settings(locale),
    run: async ({ locale, visitor }) => {
      await deleteOtherVisitorSessions(visitor!.id);
      return {
        json: { logged_in: false },
        page: withMessage(accountPaths.login(locale), 'logged_out_everywhere'),
        cookies: clearVisitorCookies,
      };
    },
  });
