'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { isLocale, localeIso } from '@/i18n/config';
import { cartErrorMessageKey } from '../../cart-errors';
import { formatPrice } from '../../price';
import type { CartView as Cart } from '../../types';
import { rememberCart } from '../booking-widget/cart-client';
import { slotTime } from '../booking-widget/selection';
import styles from './shop.module.css';

/** Remaining time as MM:SS, counted on the client from the server's expiry. */
function useCountdown(expiresAt: string | null, serverNow: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt || !serverNow) return null;
  // The server's clock decides expiry; correct for the difference to this device's clock.
  const skew = Date.parse(serverNow) - Date.now();
  return Math.max(0, Math.floor((Date.parse(expiresAt) - (now + skew)) / 1000));
}

/** The cart in the webshop: live countdown, change or remove, renew expired tickets, to checkout. */
export function CartView({ checkoutHref, programmeHref }: { checkoutHref: string; programmeHref: string }) {
  const t = useTranslations('Shop');
  const tw = useTranslations('BookingWidget');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const [cart, setCart] = useState<Cart | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const res = await fetch(`/api/shop-cart/?lang=${locale}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(String(res.status));
      setCart((await res.json()) as Cart);
    } catch {
      setFailed(true);
    }
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  const remaining = useCountdown(cart?.expires_at ?? null, cart?.now ?? null);
  useEffect(() => {
    // At expiry, ask the server again so the lines show as expired.
    if (remaining === 0 && cart?.expires_at) void load();
  }, [remaining, cart?.expires_at, load]);

  async function call(url: string, init: RequestInit) {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const key = cartErrorMessageKey(body?.code);
        setError(key === 'errorCode' ? tw('errorCode', { code: String(body.code) }) : tw(key));
      } else {
        rememberCart({ tickets_quantity: body.tickets_quantity, cart_url: body.cart_url });
      }
    } finally {
      await load();
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
