import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import type { AccountVoucher } from '../server/queries';
import styles from './account.module.css';

/** Vouchers bought in the account's orders with their state, and the credit left on the usable ones. */
export async function AccountVouchersView({
  locale,
  credit,
  vouchers,
}: {
  locale: Locale;
  credit: string;
  vouchers: AccountVoucher[];
}) {
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'long', timeZone });
  return (
    <div className={styles.page}>
      <h1>{t('vouchersTitle')}</h1>
      {vouchers.length === 0 ? (
        <p>
          {t('vouchersEmpty')} <a href={`/${locale}/webshop/vouchers`}>{t('buyVoucher')}</a>
        </p>
      ) : (
        <>
          <section aria-labelledby="credit-title" className={styles.notice}>
            <h2 id="credit-title" className={styles.credit} data-testid="account-credit">
              {t('credit', { amount: formatPrice(credit, locale) })}
            </h2>
            <p className={styles.meta}>{t('creditHint')}</p>
          </section>
          <p className={styles.intro}>{t('vouchersIntro')}</p>
          <ul className={styles.list}>
            {vouchers.map((voucher, index) => (
              <li
                key={voucher.code ?? `${voucher.order_code}-${index}`}
                className={styles.card}
                data-testid="account-voucher"
              >
                <h2>{t('voucherHeading', { value: formatPrice(voucher.value, locale) })}</h2>
                {voucher.code ? (
                  <span className={styles.code}>{t('voucherCode', { code: voucher.code })}</span>
                ) : (
                  <span className={styles.meta}>{t('voucherCodeLater')}</span>
                )}
                <span className={styles.status} data-state={voucher.state}>
                  {t('voucherState', { state: voucher.state })}
                </span>
                <span>
                  {t('voucherBalance', {
                    balance: formatPrice(voucher.balance, locale),
                    date: day.format(new Date(voucher.valid_until)),
                  })}
                </span>
                <a href={`/${locale}/user/orders/${voucher.order_code}`}>
                  {t('fromOrder', { code: voucher.order_code })}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href={`/${locale}/webshop/vouchers`}>{t('buyVoucher')}</a>
          </p>
        </>
      )}
    </div>
  );
}
