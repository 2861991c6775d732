import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { CART_ERROR } from '@/features/box-office';
import { cartErrorText } from '../cart-error-text';
import styles from './shop-pages.module.css';

/** The `?error=` (and `limit`) a failed form post brought back; anything else is ignored. */
export type ShopFormError = { code: number | 'empty' | 'invalid' | 'failed'; limit: number | null };

export function readShopError(params: Record<string, string | string[] | undefined>): ShopFormError | null {
  const raw = typeof params.error === 'string' ? params.error : null;
  if (!raw) return null;
  const limit = typeof params.limit === 'string' && /^\d{1,4}$/.test(params.limit) ? Number(params.limit) : null;
  if (raw === 'empty' || raw === 'invalid' || raw === 'failed') return { code: raw, limit };
  return /^-?\d{1,4}$/.test(raw) ? { code: Number(raw), limit } : null;
}

const format = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeIso[locale], { timeZone, ...options });

/** 'Samstag, 12. Juni 2027' in Berlin time. */
export const dayText = (iso: string, locale: Locale) =>
  format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
/** 'Sa., 12.06.' for lists. */
export const shortDayText = (iso: string, locale: Locale) =>
  format(locale, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(iso));
/** '19:30' in Berlin time. */
export const clockText = (iso: string, locale: Locale) =>
  format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The sentence for a failed shop form, in the page's language and readable without JavaScript. */
export async function ShopErrorText({ error, locale }: { error: ShopFormError; locale: Locale }) {
  const [t, booking] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopForms' }),
    getTranslations({ locale, namespace: 'BookingWidget' }),
  ]);
  const text = (() => {
    switch (error.code) {
      case 'empty':
        return t('errorEmpty');
      case 'invalid':
        return t('errorInvalid');
      case 'failed':
        return booking('failed');
      case CART_ERROR.timeslotUnavailable:
        return t('errorTimeslot');
      case CART_ERROR.subscriptionUnavailable:
        return t('errorSubscription');
      case CART_ERROR.seatGroupUnavailable:
      case CART_ERROR.unknownSaleType:
      case CART_ERROR.unknownEvent:
        return t('errorChanged');
      default:
        return cartErrorText(booking, { code: error.code, errors: { limit: error.limit } });
    }
  })();
  return (
    <div className={styles.alert} role="alert">
      <p>{text}</p>
    </div>
  );
}

/** 'Webshop offline': nothing can be bought online right now. */
export async function ShopOffline({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ShopForms' });
  return (
    <div className={styles.notice} role="status">
      <p>
        <strong>{t('offline')}</strong>
      </p>
      <p>{t('offlineText')}</p>
    </div>
  );
}
