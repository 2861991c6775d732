'use client';

import { useEffect, useState } from 'react';
import { ClockIcon } from '@/components/icons';
import { fill } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import type { OpeningHoursToday } from '../../opening-hours';
import type { OpeningLabel } from '../../opening-hours-label';
import styles from './header.module.css';

/** Made on the server: the opening texts are templates whose {time} is filled in here. */
export type OpeningHoursTexts = { label: string; openFrom: string; openUntil: string; open: string; closed: string };

type Props = { data: OpeningHoursToday; date: string; fallback: string; locale: Locale; texts: OpeningHoursTexts };

/**
 * Today's opening state. The server renders a label true for the whole day (the page is cached);
 * here it becomes the live one, recomputed every minute and refetched when the day has changed
 * (features/site/opening-hours-live.ts, loaded after hydration).
 */
export function OpeningHoursLabel({ data, date, fallback, locale, texts: given }: Props) {
  const [today, setToday] = useState({ data, date });
  const [label, setLabel] = useState<OpeningLabel | null>(null);

  useEffect(() => {
    const texts = {
      openFrom: (time: string) => fill(given.openFrom, { time }),
      openUntil: (time: string) => fill(given.openUntil, { time }),
      open: (time: string) => fill(given.open, { time }),
      closed: given.closed,
    };
    let alive = true;
    let stop: (() => void) | null = null;
    // The rules and Berlin time load after hydration (opening-hours-live): the server's label shows until then.
    import('../../opening-hours-live')
      .then(({ watchOpeningHours }) => {
        if (alive) stop = watchOpeningHours({ today, locale, texts, onLabel: setLabel, onNewDay: setToday });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      stop?.();
    };
  }, [today, locale, given]);

  const note = label?.note ?? null;
  const link = label?.link ?? null;
  return (
    <p className={styles.hours}>
      <ClockIcon />
      <span className="visually-hidden">{given.label}: </span>
      <span data-testid="opening-hours">{label?.text ?? fallback}</span>
      {note &&
        (link ? (
          <a className={styles.hoursNote} href={link}>
            {note}
          </a>
        ) : (
          <span className={styles.hoursNote}>{note}</span>
        ))}
    </p>
  );
}
