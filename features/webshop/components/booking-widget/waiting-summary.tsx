'use client';

import { useTranslations } from 'next-intl';
import styles from './booking-widget.module.css';

type Props = {
  /** Seconds until the widget tries again by itself. */
  seconds: number;
  /** The visitor's place in line (1-based), when the server knows it. */
  position: number | null;
  /** The expected wait in seconds, when the server knows it. */
  waitSeconds: number | null;
  onStop: () => void;
};

/**
 * The shop is over capacity: a calm status, not an error (nothing went wrong, the visitor waits in
 * line), with the place in line or the expected wait, and a way to stop waiting. Only the sentence is
 * the live region, so a new place in line is read out and the button is not.
 */
export function WaitingSummary({ seconds, position, waitSeconds, onStop }: Props) {
  const t = useTranslations('BookingWidget');
  const text =
    position !== null
      ? t('waitingPosition', { position, seconds })
      : waitSeconds !== null
        ? t('waitingWait', { minutes: Math.round(waitSeconds / 60), seconds })
        : t('waitingRetry', { seconds });
  return (
    <div className={styles.summary}>
      <p role="status" aria-live="polite">
        <span className={styles.wheel} aria-hidden="true" />
        {text}
      </p>
      <p className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onStop}>
          {t('stopWaiting')}
        </button>
      </p>
    </div>
  );
}
