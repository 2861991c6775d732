import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import { RESERVATION_MINUTES } from '@/features/box-office/types';
import { shopState } from '@/features/box-office/server';
import { seatMap } from '@/features/seating/server';
import { getShopEvent, type ShopEvent, type ShopSeatGroup } from '../../server/shop-catalogue';
import { clockText, dayText, ShopErrorText, ShopOffline, type ShopFormError } from './shop-parts';
import { ShopSeatPlan } from './shop-seat-plan';
import { FEW_PLACES_LEFT } from '../../availability-state';
import { shopDateText } from '../../shop-title';
import styles from './shop-pages.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'ShopEvent'>>>;
type F = Awaited<ReturnType<typeof getTranslations<'ShopForms'>>>;

function Availability({ left, f }: { left: number; f: F }) {
  const state = left <= 0 ? 'none' : left <= FEW_PLACES_LEFT ? 'few' : 'many';
  return (
    <p className={styles.availability} data-state={state}>
      {left <= 0 ? f('soldOut') : f('seatsLeft', { count: left })}
    </p>
  );
}

function SeatGroupFields({
  group,
  locale,
  t,
  f,
  max,
}: {
  group: ShopSeatGroup;
  locale: Locale;
  t: T;
  f: F;
  max: number;
}) {
  const timed = group.left === null;
  const firstOpen = group.timeslots.find((s) => s.left > 0);
  const seats = timed ? Math.max(0, ...group.timeslots.map((s) => s.left)) : (group.left ?? 0);
  const limit = Math.min(max, seats);
  const full = group.prices.filter((p) => p.full);
  const discounts = group.prices.filter((p) => !p.full);
  const priceRow = (price: ShopSeatGroup['prices'][number]) => {
    const id = `q-${group.id}-${price.sale_type_id}`;
    return (
      <li key={price.sale_type_id} className={styles.price}>
        <label htmlFor={id}>
          <span className={styles.priceName}>{price.text}</span>
          <span className={styles.priceAmount}>{formatPrice(price.price, locale)}</span>
        </label>
        <input
          className={styles.quantity}
          id={id}
          name={`q_${group.id}_${price.sale_type_id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={limit}
          step={1}
          defaultValue={0}
          disabled={group.sold_out}
          aria-label={t('quantityFor', { name: price.text, price: formatPrice(price.price, locale) })}
        />
      </li>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend>{group.text || t('tickets')}</legend>
      {!timed && <Availability left={group.left ?? 0} f={f} />}
      {timed && (
        <fieldset className={styles.slots}>
          <legend>{t('timeslot')}</legend>
          {group.sold_out && <Availability left={0} f={f} />}
          <div className={styles.slotList}>
            {group.timeslots.map((slot) => (
              <label key={slot.block_id} className={styles.slot}>
                <input
                  type="radio"
                  name={`slot_${group.id}`}
                  value={slot.block_id}
                  defaultChecked={slot === firstOpen}
                  disabled={slot.left <= 0}
                  required={!group.sold_out}
                />
                <span>
                  <strong>
                    {t('timeRange', { from: clockText(slot.time_start, locale), to: clockText(slot.time_end, locale) })}
                  </strong>
                  <small>{slot.left <= 0 ? f('soldOut') : f('seatsLeft', { count: slot.left })}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ul className={styles.prices}>{full.map(priceRow)}</ul>
      {discounts.length > 0 && (
        <>
          <p className={styles.subhead}>{full.length ? t('discounts') : t('prices')}</p>
          <ul className={styles.prices}>{discounts.map(priceRow)}</ul>
        </>
      )}
    </fieldset>
  );
}

async function SaleNotice({ event, locale }: { event: ShopEvent; locale: Locale }) {
  const [t, forms] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopEvent' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
  ]);
  const programme = getPathname({ locale, href: '/events' });
  const sentence = (() => {
    switch (event.sale.kind) {
      case 'notStarted':
        return t('saleNotStarted', {
          day: dayText(event.sale.sale_start, locale),
          time: clockText(event.sale.sale_start, locale),
        });
      case 'ended':
        return t('saleEnded');
      case 'passed':
        return t('passed');
      case 'cancelled':
        return t('cancelled');
      default:
        return t('noOnlineSale');
    }
  })();
  return (
    <div className={styles.notice} role="status">
      <p>{sentence}</p>
      <p>
        <a href={programme}>{forms('toProgramme')}</a>
      </p>
    </div>
  );
}

/**
 * The webshop page of one event date: its seat groups with prices, discounts, timeslots and seats
 * left, and a plain form that puts the chosen tickets in the cart (POST /api/shop-forms/add/). It
 * reads no cookies; a failed post comes back with ?error=, shown here. A seated date shows its seat
 * plan first; the form then books the best available seats (and is what works without JavaScript).
 */
export async function ShopEventView({
  idJet,
  locale,
  error,
  soldOut,
}: {
  idJet: number;
  locale: Locale;
  error: ShopFormError | null;
  /**
   * What to offer where the whole date (seatGroup null) or one seat group is sold out: the app route
   * passes the waiting list's "notify me" (the shop does not know the waiting list).
   */
  soldOut?: (target: { seatGroup: string | null; max: number }) => ReactNode;
}) {
  const [event, state, map] = await Promise.all([getShopEvent(idJet, locale), shopState(), seatMap(idJet, locale)]);
  if (!event) notFound();
  const [t, forms] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopEvent' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
  ]);
  const eventHref = event.event
    ? getPathname({
        locale,
        href: { pathname: '/events/[slug]/[id]', params: { slug: event.event.slug || '-', id: event.event.id } },
      })
    : null;
  const onSale = event.sale.kind === 'open' && event.seat_groups.length > 0;
  const allSoldOut = onSale && event.seat_groups.every((g) => g.sold_out);
  const max = state.rules.max_tickets_per_order;
  const seated = state.online && onSale && map !== null;

  return (
    <article className={seated ? `${styles.page} ${styles.seated}` : styles.page} aria-labelledby="shop-event-title">
      <p className={styles.back}>
        <a href={`/${locale}/webshop`}>{forms('backToShop')}</a>
      </p>
      <header className={styles.head}>
        {event.date_start && <p className={styles.preline}>{dayText(event.date_start, locale)}</p>}
        <h1 id="shop-event-title">
          {event.title}
          {/* The day and start, as in the page's title: dates of one production read apart in a screen reader. */}
          {event.date_start && <span className="visually-hidden"> – {shopDateText(event.date_start, locale)}</span>}
        </h1>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        <dl className={styles.facts}>
          {event.date_start && (
            <div>
              <dt>{t('when')}</dt>
              <dd>
                {forms('dateTime', {
                  day: dayText(event.date_start, locale),
                  time: clockText(event.date_start, locale),
                })}
              </dd>
            </div>
          )}
          {(event.venue || event.room) && (
            <div>
              <dt>{t('where')}</dt>
              <dd>{[event.room, event.venue].filter(Boolean).join(', ')}</dd>
            </div>
          )}
        </dl>
        {eventHref && (
          <p className={styles.back}>
            <a href={eventHref}>{t('toEvent')}</a>
          </p>
        )}
      </header>

      {error && <ShopErrorText error={error} locale={locale} />}

      {!state.online ? (
        <ShopOffline locale={locale} />
      ) : !onSale ? (
        <SaleNotice event={event} locale={locale} />
      ) : (
        <>
          {seated && <ShopSeatPlan event={event} map={map} locale={locale} max={max} />}
          <BookingForm event={event} locale={locale} max={max} allSoldOut={allSoldOut} seated={seated} />
          {soldOut && allSoldOut && <div id="waiting-list">{soldOut({ seatGroup: null, max })}</div>}
          {soldOut &&
            !allSoldOut &&
            event.seat_groups
              .filter((group) => group.sold_out)
              .map((group) => (
                <section
                  key={group.id}
                  id={group === event.seat_groups.find((g) => g.sold_out) ? 'waiting-list' : undefined}
                  aria-label={group.text || undefined}
                >
                  {soldOut({ seatGroup: group.seat_group, max })}
                </section>
              ))}
        </>
      )}
    </article>
  );
}

async function BookingForm({
  event,
  locale,
  max,
  allSoldOut,
  seated,
}: {
  event: ShopEvent;
  locale: Locale;
  max: number;
  allSoldOut: boolean;
  seated: boolean;
}) {
  const [t, forms, seats] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopEvent' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
    getTranslations({ locale, namespace: 'SeatPlan' }),
  ]);
  return (
    <form className={styles.form} method="post" action={`/api/shop-forms/add/?lang=${locale}`}>
      <input type="hidden" name="id_jet" value={event.id_jet} />
      {seated ? (
        <div className={styles.head}>
          <h2 className={styles.formTitle}>{seats('bestHeading')}</h2>
          <p className={styles.hint}>{seats('bestIntro')}</p>
        </div>
      ) : (
        <h2 className="visually-hidden">{t('chooseTickets')}</h2>
      )}
      {event.seat_groups.map((group) => (
        <SeatGroupFields key={group.id} group={group} locale={locale} t={t} f={forms} max={max} />
      ))}
      {allSoldOut ? (
        <div className={styles.notice} role="status">
          <p>{t('allSoldOut')}</p>
        </div>
      ) : (
        <div className={styles.submit}>
          <button className="button" type="submit">
            {t('addToCart')}
          </button>
          <a href={`/${locale}/webshop/cart`}>{forms('toCart')}</a>
        </div>
      )}
      <p className={styles.hint}>{t('hint', { minutes: RESERVATION_MINUTES, max })}</p>
    </form>
  );
}
