'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isLocale, localeIso } from '@/i18n/config';
import { cartErrorText } from '../cart-error-text';
import { formatPrice } from '../../price';
import type { CartView as Cart } from '../../types';
import { rememberCart } from '../booking-widget/cart-client';
import { slotTime } from '../booking-widget/selection';
import styles from './shop.module.css';

type Loaded = { cart: Cart; skew: number };

async function fetchCart(locale: string): Promise<Loaded> {
  const res = await fetch(`/api/shop-cart/?lang=${locale}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(String(res.status));
  const cart = (await res.json()) as Cart;
  // The server's clock decides expiry; remember how far this device's clock is off.
  return { cart, skew: Date.parse(cart.now) - Date.now() };
}

/** The cart in the webshop: live countdown, change or remove, renew expired tickets, to checkout. */
export function CartView({ checkoutHref, programmeHref }: { checkoutHref: string; programmeHref: string }) {
  const t = useTranslations('Shop');
  const tw = useTranslations('BookingWidget');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cart = loaded?.cart ?? null;

  useEffect(() => {
    let alive = true;
    fetchCart(locale)
      .then((result) => alive && setLoaded(result))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [locale, refresh]);

  const expiresAt = loaded?.cart.expires_at ? Date.parse(loaded.cart.expires_at) - loaded.skew : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      // At expiry, ask the server again so the lines show as expired.
      if (tick >= expiresAt) {
        clearInterval(timer);
        setRefresh((n) => n + 1);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const remaining = expiresAt === null ? null : Math.max(0, Math.floor((expiresAt - now) / 1000));

  async function call(url: string, init: RequestInit) {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        setError(cartErrorText(tw, body));
      } else {
        rememberCart({ tickets_quantity: body.tickets_quantity, cart_url: body.cart_url });
      }
    } finally {
      setRefresh((n) => n + 1);
      setBusy(false);
    }
  }

  if (failed) return <p role="alert">{t('loadFailed')}</p>;
  if (!cart) return <p role="status">{t('loading')}</p>;

  const hasExpired = cart.lines.some((l) => l.expired);
  return (
    <section className={styles.cart} aria-busy={busy}>
      {!cart.is_shop_online && (
        <div className={styles.offline} role="status">
          <strong>{t('offline')}</strong> {t('offlineText')}
        </div>
      )}
      {cart.lines.length === 0 ? (
        <p>
          {t('empty')} <a href={programmeHref}>{t('continue')}</a>
        </p>
      ) : (
        <>
          {remaining !== null && remaining > 0 && (
            <p className={styles.countdown} data-testid="cart-countdown">
              <span aria-hidden="true">{t('countdown', { time: `${String(Math.floor(remaining / 60)).padStart(2, '0')}:${String(remaining % 60).padStart(2, '0')}` })}</span>
              <span className="visually-hidden">{t('countdownLabel', { minutes: Math.floor(remaining / 60), seconds: remaining % 60 })}</span>
            </p>
          )}
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.id} className={styles.line} data-expired={line.expired}>
                <div>
                  <strong>{line.event_title}</strong>
                  <div className={styles.meta}>
                    {line.date_start && new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeZone: 'Europe/Berlin' }).format(new Date(line.date_start))}
                    {line.time_start && line.time_end && ` · ${t('timeslot', { from: slotTime(line.time_start, localeIso[locale]), to: slotTime(line.time_end, localeIso[locale]) })}`}
                  </div>
                  <div className={styles.meta}>
                    {line.seat_group_text} · {line.price_text} · {t('subtotal', { count: line.quantity, price: formatPrice(line.unit_price, locale) })}
                  </div>
                  {line.expired && <p className={styles.expired}>{t('expired')}</p>}
                </div>
                <div className={styles.controls}>
                  <button type="button" disabled={busy} aria-label={t('decrease', { name: line.price_text })} onClick={() => void call(`/api/shop-cart/${line.id}/`, { method: 'PATCH', body: JSON.stringify({ quantity: line.quantity - 1 }) })}>
                    −
                  </button>
                  <output aria-label={t('quantity')}>{line.quantity}</output>
                  <button type="button" disabled={busy || line.expired} aria-label={t('increase', { name: line.price_text })} onClick={() => void call(`/api/shop-cart/${line.id}/`, { method: 'PATCH', body: JSON.stringify({ quantity: line.quantity + 1 }) })}>
                    +
                  </button>
                  <button type="button" className={styles.remove} disabled={busy} aria-label={t('removeLabel', { name: line.price_text })} onClick={() => void call(`/api/shop-cart/${line.id}/`, { method: 'DELETE' })}>
                    {t('remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {error && <p role="alert" className={styles.error}>{error}</p>}
          <p className={styles.total}>
            {t('total')}: <strong>{formatPrice(cart.total, locale)}</strong>
          </p>
          <p>{t('payAtBoxOffice')}</p>
          <p className={styles.actions}>
            {hasExpired && cart.is_shop_online && (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void call('/api/shop-cart/renew/', { method: 'POST' })}>
                {t('renew')}
              </button>
            )}
            {cart.is_shop_online && (
              <a className="button" href={checkoutHref}>
                {t('toCheckout')}
              </a>
            )}
            <a href={programmeHref}>{t('continue')}</a>
          </p>
        </>
      )}
    </section>
  );
}
