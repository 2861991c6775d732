'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ClockIcon } from '@/components/icons';
import type { OpeningHoursToday } from '../../opening-hours';
import type { OpeningLabel } from '../../opening-hours-label';
import styles from './header.module.css';

type Props = { data: OpeningHoursToday; date: string; fallback: string };

/**
 * Today's opening state. The server renders a label true for the whole day (the page is cached);
 * here it becomes the live one, recomputed every minute and refetched when the day has changed
 * (features/site/opening-hours-live.ts, loaded after hydration).
 */
export function OpeningHoursLabel({ data, date, fallback }: Props) {
  const t = useTranslations('OpeningHours');
  const locale = useLocale();
  const [today, setToday] = useState({ data, date });
  const [label, setLabel] = useState<OpeningLabel | null>(null);

  useEffect(() => {
    const texts = {
      openFrom: (time: string) => t('openFrom', { time }),
      openUntil: (time: string) => t('openUntil', { time }),
      open: (time: string) => t('open', { time }),
      closed: t('closed'),
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
  }, [today, locale, t]);

  const note = label?.note ?? null;
  const link = label?.link ?? null;
  return (
    <p className={styles.hours}>
      <ClockIcon />
      <span className="visually-hidden">{t('label')}: </span>
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
