import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice, seatRows } from '@/features/box-office';
import type { AccountOrderSummary } from '../server/queries';
import styles from './account.module.css';

/** What a claim form post came back with (`?claimed=n` or `?claim=failed`). */
export type ClaimNotice = { claimed: number } | { failed: true } | null;

export function claimNotice(query: Record<string, string | string[] | undefined>): ClaimNotice {
  if (query.claim === 'failed') return { failed: true };
  const claimed = typeof query.claimed === 'string' && /^\d{1,6}$/.test(query.claimed) ? Number(query.claimed) : null;
  return claimed === null ? null : { claimed };
}

/**
 * The account's orders, newest first: code, date, status in words, total, tickets and the dates they
 * are for (with block, row and seat on seated dates), each with a link to the order. Above them, guest orders with the account's verified e-mail
 * can be filed under the account (a plain form post with the session's CSRF token).
 */
export async function AccountOrdersView({
  locale,
  orders,
  count,
  page,
  pageSize,
  claimable,
  csrfToken,
  notice,
}: {
  locale: Locale;
  orders: AccountOrderSummary[];
  count: number;
  page: number;
  pageSize: number;
  claimable: { email: string; count: number } | null;
  csrfToken: string;
  notice: ClaimNotice;
}) {
  const [t, ts, statusText] = await Promise.all([
    getTranslations({ locale, namespace: 'AccountOrders' }),
    getTranslations({ locale, namespace: 'TicketSeat' }),
    // The order's status in the one vocabulary visitors and staff share.
    getTranslations({ locale, namespace: 'orders51' }),
  ]);
  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'long', timeZone });
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const base = `/${locale}/user/orders`;
  return (
    <div className={styles.page}>
      <h1>{t('ordersTitle')}</h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {'failed' in notice ? t('claimFailed') : t('claimed', { count: notice.claimed })}
        </p>
      )}
      {claimable && claimable.count > 0 && (
        <section aria-labelledby="claim-title" className={styles.notice}>
          <h2 id="claim-title">{t('claimTitle')}</h2>
          <p data-testid="claim-text">{t('claimText', { count: claimable.count, email: claimable.email })}</p>
          <p className={styles.meta}>{t('claimHint')}</p>
          <form method="post" action="/api/account/orders/claim/">
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="button">
              {t('claimButton', { count: claimable.count })}
            </button>
          </form>
        </section>
      )}
      {orders.length === 0 ? (
        <p>
          {t('ordersEmpty')} <a href={getPathname({ locale, href: '/events' })}>{t('toProgramme')}</a>
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('ordersIntro')}</p>
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.code} className={styles.card} data-testid="account-order">
                <h2>{t('orderHeading', { code: order.code })}</h2>
                <span className={styles.meta}>{t('orderedOn', { date: day.format(new Date(order.created_at)) })}</span>
                <span className={styles.status} data-status={order.status}>
                  {statusText('orderStatus', { status: order.status })}
                </span>
                <span>
                  {t('total', { total: formatPrice(order.total, locale) })} ·{' '}
                  {t('ticketCount', { count: order.tickets })}
                </span>
                {(order.events.length > 0 || order.items.length > 0) && (
                  <ul className={styles.plain}>
                    {order.events.map((event, index) => (
                      <li key={`e-${index}`}>
                        {t('eventLine', {
                          title: event.title,
                          date: event.date_start ? when.format(new Date(event.date_start)) : '',
                          count: event.tickets,
                        })}
                        {event.seats.length > 0 && (
                          <div className={styles.meta} data-testid="account-order-seats">
                            {seatRows(ts, event.seats).join('; ')}
                          </div>
                        )}
                      </li>
                    ))}
                    {order.items.map((item, index) => (
                      <li key={`i-${index}`}>{t('itemLine', { count: item.quantity, title: item.title })}</li>
                    ))}
                  </ul>
                )}
                <a href={`${base}/${order.code}`}>{t('showOrder', { code: order.code })}</a>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={styles.pager}>
              {page > 1 && <a href={`${base}?page=${page - 1}`}>{t('newer')}</a>}
              <span>{t('pageOf', { page, pages })}</span>
              {page < pages && <a href={`${base}?page=${page + 1}`}>{t('older')}</a>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
