import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { BuyerOrder } from '@/features/webshop';
import { OrderView } from '@/features/webshop/server';
import styles from './account.module.css';

/**
 * One of the account's orders: the order page of the secret link (tickets with QR codes, PDF and
 * calendar through the token links, cancelling where allowed), reached through the account instead.
 */
export async function AccountOrderDetail({
  view,
  locale,
  refused,
}: {
  view: BuyerOrder;
  locale: Locale;
  refused?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  return (
    <div className={styles.page}>
      <p>
        <a href={`/${locale}/user/orders`}>{t('backToOrders')}</a>
      </p>
      <OrderView view={view} locale={locale} refused={refused} account />
    </div>
  );
}
