import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import type { AccountSubscription } from '../server/queries';
import styles from './account.module.css';

/** Series subscriptions bought in the account's orders: their dates and, once confirmed, the ticket numbers. */
export async function AccountSubscriptionsView({
  locale,
  subscriptions,
}: {
  locale: Locale;
  subscriptions: AccountSubscription[];
}) {
  const t = await getTranslations({ locale, namespace: 'AccountOrders' });
  const statusText = await getTranslations({ locale, namespace: 'orders51' });
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  return (
    <div className={styles.page}>
      <h1>{t('subscriptionsTitle')}</h1>
      {subscriptions.length === 0 ? (
        <p>
          {t('subscriptionsEmpty')} <a href={`/${locale}/series`}>{t('toSubscriptions')}</a>
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('subscriptionsIntro')}</p>
          <ul className={styles.list}>
            {subscriptions.map((sub, index) => (
              <li key={`${sub.order_code}-${index}`} className={styles.card} data-testid="account-subscription">
                <h2>{sub.title}</h2>
                <span className={styles.meta}>
                  {t('subscriptionMeta', {
                    count: sub.quantity,
                    price: formatPrice(sub.unit_price, locale),
                    status: statusText('orderStatus', { status: sub.status }),
                  })}
                </span>
                <h3>{t('subscriptionDates', { count: sub.dates.length })}</h3>
                <ul className={styles.plain}>
                  {sub.dates.map((date, i) => (
                    <li key={i}>
                      <strong>{date.event_title}</strong>
                      <br />
                      <span className={styles.meta}>
                        {t('dateLine', {
                          date: date.date_start ? when.format(new Date(date.date_start)) : '',
                          seatGroup: date.seat_group_text,
                        })}
                      </span>
                      {date.tickets.length > 0 && (
                        <>
                          <br />
                          <span className={styles.meta}>{t('ticketNumbers', { count: date.tickets.length })} </span>
                          {date.tickets.map((ticket) => (
                            <span key={ticket.number} className={styles.code}>
                              {ticket.number}{' '}
                            </span>
                          ))}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
                {!sub.tickets_issued && <span className={styles.meta}>{t('ticketsAfterConfirm')}</span>}
                <a href={`/${locale}/user/orders/${sub.order_code}`}>{t('ticketsInOrder', { code: sub.order_code })}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
