'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import styles from './shop.module.css';

/** mm:ss, or h:mm:ss for holds of an hour or more (a waiting-list offer holds its places for hours). */
const clock = (seconds: number) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  return minutes >= 60
    ? `${Math.floor(minutes / 60)}:${pad(minutes % 60)}:${pad(seconds % 60)}`
    : `${pad(minutes)}:${pad(seconds % 60)}`;
};

/** Seconds before expiry at which screen-reader users hear that time is running out (WCAG 2.2.1). */
const WARN_SECONDS = 120;

/**
 * How long the seats are still held. The server's clock decides: `skew` is how far this device's
 * clock is off (measured once against the server's `now`), so a wrong phone clock does not matter.
 * Until it is known (server render, no JavaScript) the deadline shows as a time of day. At two
 * minutes left a polite live region says so once per deadline; at zero `onExpire` runs.
 */
export function CartCountdown({
  expiresAt,
  skew,
  locale,
  canExtend,
  onExpire,
}: {
  expiresAt: string;
  skew: number | null;
  locale: Locale;
  canExtend: boolean;
  onExpire: () => void;
}) {
  const t = useTranslations('Shop');
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState<number | null>(null);
  const [warnedFor, setWarnedFor] = useState<number | null>(null);

  useEffect(() => {
    if (skew === null) return;
    const tick = () => {
      const serverNow = Date.now() + skew;
      setNow(serverNow);
      if (deadline - serverNow <= WARN_SECONDS * 1000 && deadline > serverNow) setWarnedFor(deadline);
      return serverNow < deadline;
    };
    // At zero the cart is read again (the lines then show as expired and this countdown goes); should
    // the server still hold them for a moment, it is asked again every few seconds.
    let asked = 0;
    const check = () => {
      if (tick() || Date.now() - asked < 5000) return;
      asked = Date.now();
      onExpire();
    };
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [deadline, skew, onExpire]);

  const remaining = now === null ? null : Math.max(0, Math.floor((deadline - now) / 1000));
  const warned = warnedFor === deadline;
  const until = new Intl.DateTimeFormat(localeIso[locale], { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(deadline),
  );
  return (
    <>
      <p className={styles.countdown} data-testid="cart-countdown">
        {remaining === null ? (
          t('reservedUntil', { time: until })
        ) : (
          <>
            <span aria-hidden="true">
              {t('countdown', {
                time: clock(remaining),
              })}
            </span>
            <span className="visually-hidden">
              {t('countdownLabel', { minutes: Math.floor(remaining / 60), seconds: remaining % 60 })}
            </span>
          </>
        )}
      </p>
      <p role="status" className={warned ? styles.warning : 'visually-hidden'} data-testid="cart-warning">
        {warned ? (canExtend ? t('twoMinutesLeftExtend') : t('twoMinutesLeft')) : ''}
      </p>
    </>
  );
}
