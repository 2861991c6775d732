import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import { RESERVATION_MINUTES } from '@/features/box-office/types';
import { shopState } from '@/features/box-office/server';
import { getShopSeries, getShopSubscription } from '../../server/shop-catalogue';
import { clockText, dayText, ShopErrorText, ShopOffline, shortDayText, type ShopFormError } from './shop-parts';
import styles from './shop-pages.module.css';

/** Subscriptions one form may put in the cart (the subscriptionRequest schema allows 1 to 10). */
const MAX_SUBSCRIPTIONS = 10;

/**
 * The webshop page of a series subscription: the package price, the dates it includes with the seat
 * each holds, and a plain form (POST /api/shop-subscriptions/) that puts N subscriptions in the cart.
 */
export async function ShopSubscriptionView({
  seriesId,
  locale,
  error,
}: {
  seriesId: number;
  locale: Locale;
  error: ShopFormError | null;
}) {
  const [subscription, state] = await Promise.all([getShopSubscription(seriesId, locale), shopState()]);
  const [t, forms] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopSubscription' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
  ]);
  if (!subscription) {
    // A series that exists but is not sold as a package: its dates are booked one by one.
    const plain = await getShopSeries(seriesId, locale);
    if (!plain) notFound();
    const href = getPathname({
      locale,
      href: { pathname: '/series/[slug]/[id]', params: { slug: plain.slug || '-', id: plain.id } },
    });
    return (
      <article className={styles.page} aria-labelledby="shop-subscription-title">
        <h1 id="shop-subscription-title">{plain.name}</h1>
        <p>{t('notSold')}</p>
        <p className={styles.back}>
          <a href={href}>{t('toSeries')}</a> · <a href={`/${locale}/webshop`}>{forms('backToShop')}</a>
        </p>
      </article>
    );
  }
  const seriesHref = getPathname({
    locale,
    href: { pathname: '/series/[slug]/[id]', params: { slug: subscription.slug || '-', id: subscription.id } },
  });
  const count = subscription.dates.length;
  const { max_tickets_per_order: perOrder, max_held_per_client: held } = state.rules;
  const most = count ? Math.min(MAX_SUBSCRIPTIONS, perOrder, Math.floor(held / count), subscription.left) : 0;

  const notice = !count
    ? t('noDates')
    : subscription.sale_start
      ? t('saleNotStarted', { day: dayText(subscription.sale_start, locale) })
      : subscription.left <= 0
        ? t('soldOut')
        : most < 1
          ? t('tooManyDates')
          : null;

  return (
    <article className={styles.page} aria-labelledby="shop-subscription-title">
      <p className={styles.back}>
        <a href={`/${locale}/webshop`}>{forms('backToShop')}</a>
      </p>
      <header className={styles.head}>
        <p className={styles.preline}>{t('preline')}</p>
        <h1 id="shop-subscription-title">{subscription.name}</h1>
        {subscription.teaser && <p className={styles.subtitle}>{subscription.teaser}</p>}
        <p className={styles.total}>{t('price', { price: formatPrice(subscription.price, locale) })}</p>
        <p className={styles.back}>
          <a href={seriesHref}>{t('toSeries')}</a>
        </p>
      </header>

      {error && <ShopErrorText error={error} locale={locale} />}

      {count > 0 && (
        <section className={styles.section} aria-labelledby="subscription-dates">
          <h2 id="subscription-dates">{t('datesTitle', { count })}</h2>
          <ul className={styles.dateList}>
            {subscription.dates.map((date) => (
              <li key={date.id_jet}>
                <time className={styles.when} dateTime={date.date_start}>
                  {forms('dateTime', {
                    day: shortDayText(date.date_start, locale),
                    time: clockText(date.date_start, locale),
                  })}
                </time>
                <strong>{date.title}</strong>
                <span className={styles.cardMeta}>
                  {date.time_start
                    ? t('seatWithTime', { seat: date.seat_group_text, time: clockText(date.time_start, locale) })
                    : date.seat_group_text}
                  {' · '}
                  <span
                    className={styles.availability}
                    data-state={date.left <= 0 ? 'none' : date.left <= 10 ? 'few' : 'many'}
                  >
                    {date.left <= 0 ? forms('soldOut') : forms('seatsLeft', { count: date.left })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!state.online ? (
        <ShopOffline locale={locale} />
      ) : notice ? (
        <div className={styles.notice} role="status">
          <p>{notice}</p>
          <p>
            <a href={getPathname({ locale, href: '/events' })}>{forms('toProgramme')}</a>
          </p>
        </div>
      ) : (
        <form className={styles.form} method="post" action={`/api/shop-subscriptions/?lang=${locale}`}>
          <input type="hidden" name="series_id" value={subscription.id} />
          <div className={styles.field}>
            <label htmlFor="subscription-quantity">{t('quantity')}</label>
            <input
              className={styles.quantity}
              id="subscription-quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              step={1}
              defaultValue={1}
              required
              aria-describedby="subscription-hint"
            />
          </div>
          <div className={styles.submit}>
            <button className="button" type="submit">
              {t('addToCart')}
            </button>
            <a href={`/${locale}/webshop/cart`}>{forms('toCart')}</a>
          </div>
          <p className={styles.hint} id="subscription-hint">
            {t('hint', { count, minutes: RESERVATION_MINUTES, most })}
          </p>
        </form>
      )}
    </article>
  );
}
