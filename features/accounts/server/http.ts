import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { assertSameOrigin } from '@/lib/api/origin';
import { fieldErrors, zodMessage } from '@/lib/api/with-route';
import { RateLimitError } from '@/lib/rate-limit';
import { PASSWORD_TOO_LONG } from '@/lib/password-limit';
import { isLocale, type Locale } from '@/i18n/config';
import { isPlainFormPost as isFormPost } from '@/lib/api/origin';
import { readRawAction } from '@/features/webshop/server';
import { VISITOR_SESSION_COOKIE } from '../constants';
import { requireVisitor } from './guard';
import type { Visitor } from './session';

/** A path on this site (`?next=` after the login); anything else, such as //other.example, is refused. */
export { safeNext } from '@/lib/safe-next';

/**
 * Account writes come from our own pages: a browser sends Origin (or Sec-Fetch-Site) with every
 * POST, and a plain form post without either is refused as well; that is the login and sign-up
 * forms' protection against cross-site posts (they have no session, so no CSRF token yet).
 */
export function assertSameSite(req: NextRequest) {
  assertSameOrigin(req, () => new ApiError(403, 'Requests from other sites are not accepted.', 'foreign_origin'), {
    requireOriginOnForms: true,
  });
}

/** The page's language: ?lang= on the form's action or the script's URL, else the body's `locale`, else German. */
function actionLocale(req: NextRequest, raw: unknown): Locale {
  const lang = req.nextUrl.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const fromBody = (raw as { locale?: unknown } | null)?.locale;
  return isLocale(fromBody) ? fromBody : 'de';
}

type ActionContext<T> = {
  req: NextRequest;
  data: T;
  locale: Locale;
  form: boolean;
  visitor: Visitor | null;
  sessionId: string | undefined;
};

/** What an action answers: JSON for scripts, and for a plain form the page (path with query) to go to. */
type ActionResult = {
  json: Record<string, unknown>;
  status?: number;
  page: string;
  cookies?: (res: NextResponse) => void;
};

type ActionOptions<T> = {
  schema: ZodType<T>;
  /** Needs a logged-in visitor and their CSRF token (header or form field). */
  session?: boolean;
  /** The form's page, where a refused form post returns with `?error=`. */
  back: (locale: Locale, raw: Record<string, unknown>) => string;
  run: (ctx: ActionContext<T>) => Promise<ActionResult>;
};

/**
 * One account endpoint, for scripts (JSON, X-CSRFToken header) and for plain HTML forms (fields,
 * `csrf_token` field), which are answered 303 to a page that says in words what happened. JSON that
 * does not validate is a 422 with the fields at fault; the page gets `?error=invalid&fields=…`.
 */
export async function accountAction<T>(req: NextRequest, options: ActionOptions<T>): Promise<Response> {
  assertSameSite(req);
  const form = isFormPost(req);
  const { raw } = await readRawAction(req);
  const locale = actionLocale(req, raw);
  try {
    const formToken = form ? (raw as Record<string, string>).csrf_token : undefined;
    const visitor = options.session ? await requireVisitor(req, formToken) : null;
    const parsed = options.schema.safeParse(raw ?? {});
    if (!parsed.success) {
      // Its own code, so the page can say what is wrong instead of the field's usual hint.
      const tooLong = parsed.error.issues.some((issue) => issue.message === PASSWORD_TOO_LONG);
      throw new ApiError(
        422,
        zodMessage(parsed.error),
        tooLong ? 'password_too_long' : 'invalid',
        fieldErrors(parsed.error),
      );
    }
    const result = await options.run({
      req,
      data: parsed.data,
      locale,
      form,
      visitor,
      sessionId: req.cookies.get(VISITOR_SESSION_COOKIE)?.value,
    });
    const res = form
      ? NextResponse.redirect(new URL(result.page, req.nextUrl.origin), 303)
      : NextResponse.json(result.json, { status: result.status ?? 200, headers: { 'cache-control': 'no-store' } });
    result.cookies?.(res);
    return res;
  } catch (error) {
    // A form post without the session's token is not one of our pages' forms: no friendly page for it.
    if (!form || (error instanceof ApiError && error.status === 403 && error.code === 'forbidden')) throw error;
    const back = options.back(locale, (raw ?? {}) as Record<string, unknown>);
    return NextResponse.redirect(new URL(errorPage(back, error, locale, req), req.nextUrl.origin), 303);
  }
}

/** A refused form post's page: `?error=<code>` and what the page needs to say it (fields, seconds to wait). */
function errorPage(back: string, error: unknown, locale: Locale, req: NextRequest) {
  const query = new URLSearchParams();
  if (error instanceof ApiError && error.status === 401 && error.code === 'not_authenticated') {
    return `/${locale}/user/login?${new URLSearchParams({ next: new URL(back, req.nextUrl.origin).pathname, error: 'session' })}`;
  }
  if (error instanceof RateLimitError) {
    query.set('error', 'rate_limited');
    query.set('retry', String(error.retryAfter ?? 60));
  } else if (error instanceof ApiError && error.code === 'password_too_long') {
    query.set('error', 'password_too_long');
  } else if (error instanceof ApiError && error.code === 'invalid' && error.details) {
    query.set('error', 'invalid');
    query.set('fields', Object.keys(error.details as Record<string, unknown>).join(','));
  } else if (error instanceof ZodError) {
    query.set('error', 'invalid');
  } else if (error instanceof ApiError) {
    query.set('error', typeof error.code === 'string' ? error.code : 'failed');
  } else throw error;
  return `${back}${back.includes('?') ? '&' : '?'}${query}`;
}

/** Appends a message code for the page (`?message=verified`). */
export const withMessage = (path: string, message: string) =>
  `${path}${path.includes('?') ? '&' : '?'}message=${message}`;
