'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { isLocale, localeIso, timeZone } from '@/i18n/config';
import { shopErrorText } from '../cart-error-text';
import { formatPrice, seatText } from '@/features/box-office';
import type { CartView as Cart } from '@/features/box-office/types';
import { rememberCart } from '../booking-widget/cart-client';
import { slotTime } from '../booking-widget/selection';
import { formatBerlinTime } from '@/lib/berlin-time';
import { CartCountdown } from './cart-countdown.client';
import { SeatList } from './ticket-seat';
import styles from './shop.module.css';

/** What the page says after a change went through (also the `?done=` of a form post without JavaScript). */
export type CartDone = 'changed' | 'removed' | 'extended';
export type CartNotice = { error?: string; limit?: number; done?: CartDone };

const FORM_ACTION = '/api/shop-forms/cart/';

/**
 * One action on the cart as a plain form (works without JavaScript: the form endpoint answers 303
 * back to the cart); with JavaScript the submit is sent to the JSON API instead.
 */
function ActionForm({
  fields,
  onAction,
  children,
}: {
  fields: Record<string, string | number>;
  onAction: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAction();
  };
  return (
    <form method="post" action={FORM_ACTION} className={styles.inlineForm} onSubmit={submit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The cart: what is held and until when (countdown from the server's clock), change or remove
 * tickets, remove subscriptions and vouchers, extend the hold once, reserve expired tickets again,
 * on to checkout. A line of a seated date lists its seats and can only give seats back (the last one
 * in plan order goes first): more seats are chosen on the plan, the box office refuses raising it. Rendered on the server from `initial` (readable without JavaScript, every action a
 * form); in the browser it asks the API once more to learn the clock offset and stays live.
 */
export function CartView({
  initial,
  notice,
  checkoutHref,
  programmeHref,
  onlinePayment = false,
}: {
  initial?: Cart;
  notice?: CartNotice;
  checkoutHref: string;
  programmeHref: string;
  onlinePayment?: boolean;
}) {
  const t = useTranslations('Shop');
  const tw = useTranslations('BookingWidget');
  const ts = useTranslations('TicketSeat');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const [cart, setCart] = useState<Cart | null>(initial ?? null);
  const [skew, setSkew] = useState<number | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    notice?.error ? shopErrorText(t, tw, { code: notice.error, errors: { limit: notice.limit } }) : null,
  );
  const [done, setDone] = useState<CartDone | null>(notice?.done ?? null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    const sent = Date.now();
    fetch(`/api/shop-cart/?lang=${locale}`, { cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const next = (await res.json()) as Cart;
        if (!alive) return;
        // The offset to the server's clock, measured once (against the middle of the request).
        setSkew((known) => known ?? Date.parse(next.now) - (sent + Date.now()) / 2);
        setCart(next);
      })
      .catch(() => alive && !initial && setFailed(true));
    return () => {
      alive = false;
    };
  }, [locale, refresh, initial]);

  const reload = useCallback(() => setRefresh((n) => n + 1), []);

  async function call(url: string, init: RequestInit, success: CartDone) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        setError(shopErrorText(t, tw, body));
      } else {
        rememberCart({ tickets_quantity: body.tickets_quantity, cart_url: body.cart_url });
        setDone(success);
      }
    } catch {
      setError(tw('failed'));
    } finally {
      reload();
      setBusy(false);
    }
  }

  if (failed) return <p role="alert">{t('loadFailed')}</p>;
  if (!cart) return <p role="status">{t('loading')}</p>;

  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeZone });
  const live = cart.expires_at !== null;
  const anyExpired = cart.lines.some((l) => l.expired) || cart.items.some((i) => i.expired);
  const canExtend = cart.is_shop_online && live && cart.extensions_left > 0;
  const empty = cart.lines.length === 0 && cart.items.length === 0;
  const changeLine = (id: number, quantity: number) => ({
    fields: { action: 'line', line: id, quantity, lang: locale },
    onAction: () =>
      void call(
        `/api/shop-cart/${id}/`,
        quantity > 0 ? { method: 'PATCH', body: JSON.stringify({ quantity }) } : { method: 'DELETE' },
        quantity > 0 ? 'changed' : 'removed',
      ),
  });
  const extend = {
    fields: { action: 'extend', lang: locale },
    onAction: () => void call('/api/shop-cart/renew/', { method: 'POST' }, 'extended'),
  };

  return (
    <section className={styles.cart} aria-busy={busy}>
      {!cart.is_shop_online && (
        <div className={styles.offline} role="status">
          <strong>{t('offline')}</strong> {t('offlineText')}
        </div>
      )}
      <p role="status" className={done ? styles.done : 'visually-hidden'}>
        {done === 'extended'
          ? t('doneExtended')
          : done === 'removed'
            ? t('doneRemoved')
            : done === 'changed'
              ? t('doneChanged')
              : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {empty ? (
        <p>
          {t('empty')} <a href={programmeHref}>{t('continue')}</a>
        </p>
      ) : (
        <>
          {live && cart.expires_at && (
            <CartCountdown
              expiresAt={cart.expires_at}
              skew={skew}
              locale={locale}
              canExtend={canExtend}
              onExpire={reload}
            />
          )}
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={`line-${line.id}`} className={styles.line} data-expired={line.expired}>
                <div>
                  <strong>{line.event_title}</strong>
                  <div className={styles.meta}>
                    {line.date_start && day.format(new Date(line.date_start))}
                    {/* A date without timeslots starts at its own time (Berlin). */}
                    {line.date_start && !line.time_start && `, ${formatBerlinTime(line.date_start, localeIso[locale])}`}
                    {line.time_start &&
                      line.time_end &&
                      ` · ${t('timeslot', { from: slotTime(line.time_start, localeIso[locale]), to: slotTime(line.time_end, localeIso[locale]) })}`}
                  </div>
                  <div className={styles.meta}>
                    {line.seat_group_text} · {line.price_text} ·{' '}
                    {t('subtotal', { count: line.quantity, price: formatPrice(line.unit_price, locale) })}
                  </div>
                  <SeatList seats={line.seats} t={ts} label={ts('listLabel')} />
                  {line.seats.length > 0 && <p className={styles.meta}>{ts('fixed')}</p>}
                  {line.expired && <p className={styles.expired}>{t('expired')}</p>}
                </div>
                <div className={styles.controls}>
                  <ActionForm {...changeLine(line.id, line.quantity - 1)}>
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={
                        line.seats.length
                          ? ts('giveBack', { seat: seatText(ts, line.seats[line.seats.length - 1]) })
                          : t('decrease', { name: line.price_text })
                      }
                    >
                      −
                    </button>
                  </ActionForm>
                  <span className={styles.quantity}>
                    <span className="visually-hidden">{t('quantity')}: </span>
                    {line.quantity}
                  </span>
                  {line.seats.length === 0 && (
                    <ActionForm {...changeLine(line.id, line.quantity + 1)}>
                      <button
                        type="submit"
                        disabled={busy || line.expired || !cart.is_shop_online}
                        aria-label={t('increase', { name: line.price_text })}
                      >
                        +
                      </button>
                    </ActionForm>
                  )}
                  <ActionForm {...changeLine(line.id, 0)}>
                    <button
                      type="submit"
                      className={styles.remove}
                      disabled={busy}
                      aria-label={t('removeLabel', { name: line.price_text })}
                    >
                      {t('remove')}
                    </button>
                  </ActionForm>
                </div>
              </li>
            ))}
            {cart.items.map((item) => (
              <li key={`item-${item.id}`} className={styles.line} data-expired={item.expired}>
                <div>
                  <span className={styles.kind}>
                    {item.kind === 'subscription' ? t('itemSubscription') : t('itemVoucher')}
                  </span>
                  <strong>{item.title}</strong>
                  <div className={styles.meta}>
                    {t('subtotal', { count: item.quantity, price: formatPrice(item.unit_price, locale) })}
                  </div>
                  {item.dates.length > 0 && (
                    <ul className={styles.dates} aria-label={t('itemDates')}>
                      {item.dates.map((d) => (
                        <li key={`${d.id_jet}-${d.seat_group_text}`}>
                          {d.event_title}
                          {d.date_start && ` · ${day.format(new Date(d.date_start))}`}
                        </li>
                      ))}
                    </ul>
                  )}
                  {item.expired && <p className={styles.expired}>{t('itemExpired')}</p>}
                </div>
                <div className={styles.controls}>
                  <ActionForm
                    fields={{ action: 'remove-item', item: item.id, lang: locale }}
                    onAction={() => void call(`/api/shop-cart/items/${item.id}/`, { method: 'DELETE' }, 'removed')}
                  >
                    <button
                      type="submit"
                      className={styles.remove}
                      disabled={busy}
                      aria-label={t('removeLabel', { name: item.title })}
                    >
                      {t('remove')}
                    </button>
                  </ActionForm>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            {t('total')}: <strong>{formatPrice(cart.total, locale)}</strong>
          </p>
          <p className={styles.meta}>{onlinePayment ? t('payHintOnline') : t('payHint')}</p>
          <div className={styles.actions}>
            {cart.is_shop_online && (
              <a className="button" href={checkoutHref}>
                {t('toCheckout')}
              </a>
            )}
            {canExtend && (
              <ActionForm {...extend}>
                <button type="submit" className="button button--secondary" disabled={busy}>
                  {t('extend')}
                </button>
              </ActionForm>
            )}
            {anyExpired && !live && cart.is_shop_online && (
              <ActionForm {...extend}>
                <button type="submit" className="button button--secondary" disabled={busy}>
                  {t('renew')}
                </button>
              </ActionForm>
            )}
            <a href={programmeHref}>{t('continue')}</a>
          </div>
        </>
      )}
    </section>
  );
}
