import type { useTranslations } from 'next-intl';
import { cartErrorMessageKey } from '../cart-errors';

type BookingT = ReturnType<typeof useTranslations<'BookingWidget'>>;

/** An error answer of the cart or checkout API as a sentence in the page's language (SPEC 8). */
export function cartErrorText(t: BookingT, body: { code?: unknown; errors?: { limit?: unknown } } | null | undefined): string {
  const key = cartErrorMessageKey(body?.code);
  if (key === 'errorCode') return t('errorCode', { code: String(body?.code) });
  if (key === 'orderLimit' || key === 'holdLimit') return t(key, { limit: Number(body?.errors?.limit) || 0 });
  return t(key);
}
