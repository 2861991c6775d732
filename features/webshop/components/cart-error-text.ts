import type { useTranslations } from 'next-intl';
import { CART_ERROR, cartErrorMessageKey } from '@/features/box-office';

type BookingT = ReturnType<typeof useTranslations<'BookingWidget'>>;
type ShopT = ReturnType<typeof useTranslations<'Shop'>>;

/** An error answer of the cart or checkout API as a sentence in the page's language (docs/requirements.md §8). */
export function cartErrorText(
  t: BookingT,
  body: { code?: unknown; errors?: { limit?: unknown } } | null | undefined,
): string {
  const key = cartErrorMessageKey(body?.code);
  if (key === 'errorCode') return t('errorCode', { code: String(body?.code) });
  if (key === 'orderLimit' || key === 'holdLimit') return t(key, { limit: Number(body?.errors?.limit) || 0 });
  return t(key);
}

/**
 * The same for the cart and checkout pages, which also meet the errors of extending, vouchers and
 * payment. `code` is the API's code, or the `?error=` a refused form post came back with.
 */
export function shopErrorText(
  t: ShopT,
  tw: BookingT,
  body: { code?: unknown; detail?: unknown; errors?: { limit?: unknown } } | null | undefined,
): string {
  const code = typeof body?.code === 'string' && /^-?\d+$/.test(body.code) ? Number(body.code) : body?.code;
  switch (code) {
    case CART_ERROR.voucherInvalid:
      return t('voucherInvalid');
    case CART_ERROR.paymentUnavailable:
      return t('paymentUnavailable');
    case CART_ERROR.extensionUsed:
      return t('extensionUsed');
    case CART_ERROR.noReservation:
      return t('cartGone');
    case CART_ERROR.unknownLine:
      return t('lineGone');
    case 'invalid':
      return t('checkInput');
  }
  // A refusal without a code of its own (e.g. 413): the server's own sentence beats 'it did not work'.
  if (cartErrorMessageKey(code) === 'failed' && typeof body?.detail === 'string') return body.detail;
  return cartErrorText(tw, { ...body, code });
}
