// POST /api/shop-checkout/ - turn the cart into a pending order (name, e-mail, GTC, payment method, voucher code; JSON or a plain form); a logged-in visitor's order is filed under the account
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { ApiError, assertClientStillWaiting, withRoute } from '@/lib/api';
import { isLocale } from '@/i18n/config';
import { CART_ERROR, checkoutRequest } from '@/features/box-office';
import { CSRF_HEADER } from '@/features/auth';
import { checkout, CartError, limitCheckouts } from '@/features/box-office/server';
import {
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  currentCart,
  formErrorQuery,
  json,
  readRawAction,
  requestLocale,
  seeOther,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';
import { assertVisitorCsrf, currentVisitor } from '@/features/accounts/server';

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req);
  const { raw, form } = await readRawAction(req);
  const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const locale = isLocale(fields.locale) ? fields.locale : requestLocale(req);
  try {
    const rules = await assertShopOnline();
    // A logged-in visitor orders for the account (with its CSRF token: X-CSRFToken or the form's csrf_token);
    // the e-mail is the account's, whatever the form carried.
    const visitor = await currentVisitor();
    if (visitor)
      assertVisitorCsrf(
        visitor,
        form ? (typeof fields.csrf_token === 'string' ? fields.csrf_token : null) : req.headers.get(CSRF_HEADER),
      );
    const account = visitor
      ? { accountId: visitor.id, name: `${visitor.first_name} ${visitor.last_name}`.trim(), email: visitor.email }
      : undefined;
    const body = checkoutRequest.parse(
      account ? { ...fields, email: account.email, name: fields.name || account.name } : raw,
    );
    const cart = await currentCart(req);
    if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
    await limitCheckouts(shopClient(req));
    assertClientStillWaiting(req);
    const result = await checkout(cart.id, body, account, rules);
    // The cart is empty now: the badge goes to 0.
    const answer = !form
      ? json(
          {
            code: result.code,
            order_url: result.orderUrl,
            payment_method: result.method,
            payment_url: result.paymentUrl,
          },
          201,
        )
      : result.paymentUrl
        ? NextResponse.redirect(result.paymentUrl, 303)
        : seeOther(req, result.orderUrl);
    return withCartCookies(answer, cart, 0, cartUrl(body.locale));
  } catch (error) {
    if (!form || !(error instanceof ApiError || error instanceof ZodError)) throw error;
    // Back to the checkout with what went wrong and what was typed; the voucher code is credit, it stays out of URLs.
    const keep = Object.fromEntries(
      ['name', 'email', 'payment_method']
        .filter((k) => typeof fields[k] === 'string' && fields[k])
        .map((k) => [k, String(fields[k]).slice(0, 200)]),
    );
    const query = new URLSearchParams({ ...formErrorQuery(error), ...keep });
    const res = seeOther(req, `/${locale}/webshop/checkout?${query}`);
    if (error instanceof ApiError && error.retryAfter) res.headers.set('retry-after', String(error.retryAfter));
    return res;
  }
});
