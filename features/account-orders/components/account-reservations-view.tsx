import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { formatPrice, seatRows } from '@/features/box-office';
import { liveReservations } from '../server/queries';
import type { CartView } from '@/features/box-office/types';
import { ShopMessages } from '@/features/webshop/server';
import { ReservationCountdown } from './reservation-countdown.client';
import styles from './account.module.css';

/**
 * The visitor's current reservations: the seats the cart (cart cookie) still holds (block, row and
 * seat on seated dates), with the cart's countdown and the way on to the cart and the checkout;
 * expired holds are not shown.
 */
export async function AccountReservationsView({ locale, cart }: { locale: Locale; cart: CartView }) {
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'AccountOrders' }),
    getTranslations({ locale, namespace: 'TicketSeat' }),
  ]);
  const when = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  const { lines, items, expires_at } = liveReservations(cart);
  const empty = !lines.length && !items.length;
  return (
    <div className={styles.page}>
      <h1>{t('reservationsTitle')}</h1>
      {empty ? (
        <p>
          {t('reservationsEmpty')} <a href={getPathname({ locale, href: '/events' })}>{t('toProgramme')}</a>
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('reservationsIntro')}</p>
          {expires_at && (
            <ShopMessages locale={locale}>
              <ReservationCountdown expiresAt={expires_at} now={cart.now} locale={locale} />
            </ShopMessages>
          )}
          <ul className={styles.list}>
            {lines.map((line) => (
              <li key={`line-${line.id}`} className={styles.card} data-testid="account-reservation">
                <h2>{line.event_title}</h2>
                <span className={styles.meta}>
                  {line.time_start
                    ? when.format(new Date(line.time_start))
                    : line.date_start
                      ? when.format(new Date(line.date_start))
                      : ''}
                </span>
                <span>
                  {t('reservedLine', {
                    count: line.quantity,
                    name: `${line.seat_group_text} · ${line.price_text}`,
                    price: formatPrice(line.unit_price, locale),
                  })}
                </span>
                {line.seats.length > 0 && <span>{seatRows(ts, line.seats).join('; ')}</span>}
              </li>
            ))}
            {items.map((item) => (
              <li key={`item-${item.id}`} className={styles.card} data-testid="account-reservation">
                <h2>{item.title}</h2>
                <span>
                  {t('reservedLine', {
                    count: item.quantity,
                    name: item.title,
                    price: formatPrice(item.unit_price, locale),
                  })}
                </span>
                <span className={styles.meta}>{t('subscriptionDates', { count: item.dates.length })}</span>
              </li>
            ))}
          </ul>
          <p className={styles.actions}>
            <a className="button" href={`/${locale}/webshop/checkout`}>
              {t('toCheckout')}
            </a>
            <a className="button button--secondary" href={`/${locale}/webshop/cart`}>
              {t('toCart')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
