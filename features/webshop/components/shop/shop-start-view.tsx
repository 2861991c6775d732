import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { getSiteSettings } from '@/features/settings/server';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import { getShopStart } from '../../server/shop-catalogue';
import { clockText, ShopOffline, shortDayText } from './shop-parts';
import styles from './shop-pages.module.css';

/**
 * The shop's start page (/webshop, 'Ticketshop'): the next dates on sale, the subscriptions, the
 * vouchers and the cart. Cached for a few minutes; each date's own page shows the seats left.
 */
export async function ShopStartView({ locale }: { locale: Locale }) {
  const [{ dates, subscriptions }, settings, t, forms] = await Promise.all([
    getShopStart(locale),
    // Cached by tag: switching the shop off expires this page too.
    getSiteSettings(),
    getTranslations({ locale, namespace: 'ShopStart' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
  ]);
  const programme = getPathname({ locale, href: '/events' });

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <header className={styles.head}>
        <p className={styles.preline}>{t('preline')}</p>
        <h1>{t('title')}</h1>
        <p className={styles.subtitle}>{t('intro')}</p>
        <p className={styles.back}>
          <a href={`/${locale}/webshop/cart`}>{forms('toCart')}</a>
        </p>
      </header>

      {!settings.is_shop_online && <ShopOffline locale={locale} />}

      <section className={styles.section} aria-labelledby="shop-dates">
        <h2 id="shop-dates">{t('datesTitle')}</h2>
        {dates.length ? (
          <ul className={styles.cards}>
            {dates.map((date) => (
              <li key={date.id_jet} className={styles.card}>
                <p className={styles.when}>
                  <time dateTime={date.date_start}>
                    {forms('dateTime', {
                      day: shortDayText(date.date_start, locale),
                      time: clockText(date.date_start, locale),
                    })}
                  </time>
                </p>
                <h3>{date.title}</h3>
                <p className={styles.cardMeta}>
                  {[
                    date.venue,
                    date.sale_start
                      ? t('saleStarts', { day: shortDayText(date.sale_start, locale) })
                      : date.from_price
                        ? t('from', { price: formatPrice(date.from_price, locale) })
                        : t('free'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <a
                  className={`button button--small ${styles.cardAction}`}
                  href={`/${locale}/webshop/event/${date.id_jet}`}
                  aria-label={t('ticketsFor', { title: date.title, date: shortDayText(date.date_start, locale) })}
                >
                  {t('tickets')}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noDates')}</p>
        )}
        <p>
          <a href={programme}>{t('allDates')}</a>
        </p>
      </section>

      <div className={styles.split}>
        <section className={styles.feature} aria-labelledby="shop-subscriptions">
          <h2 id="shop-subscriptions">{t('subscriptionsTitle')}</h2>
          <p>{t('subscriptionsText')}</p>
          {subscriptions.length ? (
            <ul className={styles.dates}>
              {subscriptions.map((item) => (
                <li key={item.id}>
                  <span>
                    <a href={`/${locale}/webshop/subscriptions/${item.id}`}>
                      <strong>{item.name}</strong>
                    </a>
                    <br />
                    <span className={styles.cardMeta}>{t('subscriptionDates', { count: item.dates })}</span>
                  </span>
                  <span className={styles.when}>{formatPrice(item.price, locale)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('noSubscriptions')}</p>
          )}
        </section>

        <section className={styles.feature} aria-labelledby="shop-vouchers">
          <h2 id="shop-vouchers">{t('vouchersTitle')}</h2>
          <p>{t('vouchersText')}</p>
          <a className="button" href={`/${locale}/webshop/vouchers`}>
            {t('toVouchers')}
          </a>
        </section>
      </div>
    </div>
  );
}
