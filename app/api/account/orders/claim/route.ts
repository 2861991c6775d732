// POST /api/account/orders/claim/ - file the guest orders placed with the account's verified e-mail under the account (JSON, or a plain form with csrf_token: 303 back)
import { ZodError } from 'zod';
import { ApiError, unauthorized, withRoute } from '@/lib/api';
import { isLocale, type Locale } from '@/i18n/config';
import { CSRF_HEADER } from '@/features/auth';
import { claimOrdersRequest } from '@/features/account-orders';
import { assertSameOrigin, json, readRawAction, requestLocale, seeOther } from '@/features/webshop/server';
import { claimGuestOrders } from '@/features/account-orders/server';
import { isPlainFormPost as isFormPost } from '@/lib/api/origin';
import { VISITOR_SESSION_COOKIE } from '@/features/accounts';
import { assertVisitorCsrf, visitorForSession } from '@/features/accounts/server';

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req);
  const form = isFormPost(req);
  let locale: Locale = requestLocale(req);
  // Who asks comes first: without a session nothing of the body is read.
  const visitor = await visitorForSession(req.cookies.get(VISITOR_SESSION_COOKIE)?.value);
  if (!visitor) {
    // A form whose session ended meanwhile goes to the login, and from there back to the orders.
    if (form) return seeOther(req, `/${locale}/user/login?next=${encodeURIComponent(`/${locale}/user/orders`)}`);
    throw unauthorized('Please log in.');
  }
  try {
    const { raw } = await readRawAction(req);
    const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (isLocale(fields.locale)) locale = fields.locale;
    assertVisitorCsrf(
      visitor,
      form ? (typeof fields.csrf_token === 'string' ? fields.csrf_token : null) : req.headers.get(CSRF_HEADER),
    );
    claimOrdersRequest.parse(raw);
    const { claimed, codes } = await claimGuestOrders(visitor.id);
    return form ? seeOther(req, `/${locale}/user/orders?claimed=${claimed}`) : json({ claimed, codes });
  } catch (error) {
    if (!form || !(error instanceof ApiError || error instanceof ZodError)) throw error;
    return seeOther(req, `/${locale}/user/orders?claim=failed`);
  }
});
