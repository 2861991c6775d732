import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { isOwnOrigin } from '@/lib/api/origin';
import { clientAddressKey } from '@/lib/client-address';
import { db } from '@/lib/db';
import { assertWithinLimit, consume } from '@/lib/rate-limit';
import { isLocale, type Locale } from '@/i18n/config';
import type { BoxOfficeRules } from '@/features/settings/server';
import { CART_ERROR, type ShopClient } from '@/features/box-office';
import type { TicketForm } from '@/features/box-office/types';
import { addToCart, CartError, findVoucher, limitCartWrites } from '@/features/box-office/server';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import {
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  isFormPost,
  json,
  readActionBody,
  requestLocale,
  seeOther,
  shopClient,
  withCartCookies,
} from './http';
import { getOfferForEvent } from '@/features/ticket-offers/server';

/**
 * Shop writes come from our own pages only. A plain HTML form is the classic way another site makes
 * a visitor's browser post, and browsers send Origin (or Sec-Fetch-Site) with every form post: a form
 * post without either is refused too, not only one from a foreign origin.
 */
export function assertShopOrigin(req: NextRequest) {
  assertSameOrigin(req, { requireOriginOnForms: true });
}

/** The language of a form post: ?lang= on the form's action, else the page it came from. */
export function formLocale(req: NextRequest, fallback: Locale = 'de'): Locale {
  const lang = req.nextUrl.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  try {
    const first = new URL(req.headers.get('referer') ?? '').pathname.split('/')[1];
    if (isLocale(first)) return first;
  } catch {
    // No usable Referer: the fallback language.
  }
  return fallback;
}

/** Where a failed form goes back to when the form itself does not say: the shop page it came from. */
export function formBack(req: NextRequest, locale: Locale): string {
  try {
    const referer = new URL(req.headers.get('referer') ?? '');
    if (isOwnOrigin(req, referer.origin) && referer.pathname.startsWith(`/${locale}/webshop`)) return referer.pathname;
  } catch {
    // No usable Referer.
  }
  return `/${locale}/webshop`;
}

/** Codes a shop page can put into words (see ShopErrorText); anything else reads 'Error {code}'. */
type FormErrorCode = number | 'empty' | 'invalid' | 'failed';

/**
 * A form post that failed goes back to its page with `?error=<code>` (and `limit` for the caps), where
 * the page says what went wrong without any script. Unknown failures are not swallowed (withRoute
 * reports them and answers 500).
 */
export function formErrorRedirect(req: NextRequest, back: string, error: unknown): NextResponse {
  let code: FormErrorCode;
  let limit: unknown;
  if (error instanceof ZodError) code = 'invalid';
  else if (error instanceof ApiError) {
    code =
      typeof error.code === 'number'
        ? error.code
        : error.code === 'empty'
          ? 'empty'
          : error.status === 400 || error.status === 413
            ? 'invalid'
            : 'failed';
    limit = (error.details as { limit?: unknown } | undefined)?.limit;
  } else throw error;
  const query = new URLSearchParams({ error: String(code) });
  if (typeof limit === 'number') query.set('limit', String(limit));
  return seeOther(req, `${back}?${query}`);
}

const nothingChosen = () => new ApiError(400, 'Please choose at least one ticket.', 'empty');

/**
 * The event page's form: one addToCart per seat group with tickets, in order, stopping at the first
 * failure (docs/requirements.md §7). Groups added before a failure stay in the cart, so the caller gets the cart to
 * set its cookies for, and the error to show.
 */
export async function addTicketsFromForm(client: ShopClient, form: TicketForm, rules: BoxOfficeRules) {
  if (!form.groups.length) throw nothingChosen();
  const offer = await getOfferForEvent(form.id_jet);
  if (!offer) throw new CartError(404, `There is no ticket sale for event ${form.id_jet}.`, CART_ERROR.unknownEvent);
  let added: Awaited<ReturnType<typeof addToCart>> | null = null;
  let current = client;
  for (const entry of form.groups) {
    try {
      const group = offer.seat_groups.find((g) => g.id === entry.seat_group_id);
      if (!group)
        throw new CartError(404, 'This seat group is not offered for this event.', CART_ERROR.seatGroupUnavailable);
      added = await addToCart(
        current,
        {
          event_jet_id: form.id_jet,
          seat_group: group.seat_group,
          sale_type_ids: entry.sale_type_ids,
          quantities: entry.quantities,
          block_id: entry.block_id,
        },
        rules,
      );
      current = { ...current, token: added.cart.token };
    } catch (error) {
      if (!added) throw error;
      return { ...added, error };
    }
  }
  return { ...added!, error: null };
}

/** Who is asking, for a page that has only the request headers (the voucher balance check). */
export function clientFromHeaders(headers: Headers): ShopClient {
  return { addressKey: clientAddressKey(new Request('http://localhost/', { headers })) };
}

const TOO_MANY_MISSES = 'Too many unknown voucher codes in a short time. Please try again later.';

/**
 * A voucher's balance by its code. Unknown codes count against the client's 'voucherMiss' limit and
 * a client over it gets no answer for any code, so guessing codes is no way to find one. Without a
 * trusted proxy there is no client address and all such clients share one limit.
 */
export async function voucherBalance(code: string, client: ShopClient) {
  const keys = [client.addressKey ? `ip:${client.addressKey}` : 'anonymous'];
  await assertWithinLimit('voucherMiss', keys, TOO_MANY_MISSES, CART_ERROR.rateLimited);
  const voucher = await findVoucher(db(), code, ticketingHooks().now());
  if (!voucher) {
    await consume('voucherMiss', keys, TOO_MANY_MISSES, CART_ERROR.rateLimited);
    throw new CartError(404, 'There is no voucher with this code.', CART_ERROR.voucherInvalid);
  }
  return {
    code: voucher.code,
    value: voucher.value,
    balance: voucher.balance,
    valid_until: voucher.valid_until,
    usable: voucher.usable,
  };
}

/**
 * One cart write from a shop page (a subscription, vouchers): JSON from a script, or the page's plain
 * form, answered 303 to the cart, or back to `back(data)` with `?error=` in words the page shows.
 */
export async function cartItemAction<T>(
  req: NextRequest,
  schema: ZodType<T>,
  add: (
    client: ShopClient,
    data: T,
    rules: BoxOfficeRules,
  ) => Promise<{ cart: { token: string }; ticketsQuantity: number }>,
  back: (locale: Locale, data: T | null) => string,
) {
  assertShopOrigin(req);
  const form = isFormPost(req);
  const locale = form ? formLocale(req) : requestLocale(req);
  let data: T | null = null;
  try {
    data = (await readActionBody(req, schema)).data;
    const rules = await assertShopOnline();
    const client = shopClient(req);
    await limitCartWrites(client);
    const { cart, ticketsQuantity } = await add(client, data, rules);
    const url = cartUrl(locale);
    return withCartCookies(
      form ? seeOther(req, url) : json({ tickets_quantity: ticketsQuantity, cart_url: url }),
      cart,
      ticketsQuantity,
      url,
    );
  } catch (error) {
    if (form) return formErrorRedirect(req, back(locale, data), error);
    throw error;
  }
}
