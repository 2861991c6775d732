import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import type { BuyerOrder } from '../../server/buyer-order';
import { OrderAmounts, orderDate, OrderSummary } from './order-parts';
import styles from './shop.module.css';

/**
 * The page behind the mail's confirmation link. Opening it changes nothing (mail scanners open
 * links); the guest confirms with the button, a plain form post that leads on to the order page.
 */
export async function ConfirmView({
  view,
  confirmToken,
  locale,
}: {
  view: BuyerOrder;
  confirmToken: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ShopOrder' });
  const { order, token } = view;
  const orderHref = `/${locale}/webshop/orders/${order.code}?token=${encodeURIComponent(token)}`;
  const open = order.status === 'pending' && !order.confirmed && order.payment_method !== 'stripe';
  const state =
    order.status === 'expired'
      ? t('expired')
      : order.status === 'cancelled'
        ? t('cancelled')
        : order.confirmed || order.status === 'paid' || order.status === 'reserved'
          ? t('alreadyConfirmed')
          : t('confirmedByPayment');

  return (
    <section className={styles.order}>
      <h1>{t('confirmTitle', { code: order.code })}</h1>
      {open ? (
        <>
          <p>{t('confirmIntro', { deadline: orderDate(locale, order.payment_due_at) })}</p>
          <OrderSummary order={order} locale={locale} />
          <OrderAmounts order={order} locale={locale} />
          <p className={styles.meta}>{t('buyer', { name: order.buyer_name, email: order.email })}</p>
          <p>
            {order.payment_method === 'free'
              ? t('confirmThenFree')
              : t('confirmThenPay', { amount: formatPrice(order.amount_due, locale) })}
          </p>
          <form method="post" action={`/api/shop-orders/${order.code}/confirm/?lang=${locale}`}>
            <input type="hidden" name="token" value={confirmToken} />
            <button type="submit" className="button">
              {t('confirmButton')}
            </button>
          </form>
        </>
      ) : (
        <>
          <div className={styles.statusBox} data-status={order.status}>
            <p data-testid="order-status">{state}</p>
          </div>
          <p>
            <a className="button" href={orderHref}>
              {t('toOrder')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
