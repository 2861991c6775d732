'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ClockIcon } from '@/components/icons';
import { berlinDay, type OpeningHoursToday } from '../../opening-hours';
import { openingHoursLabel, type OpeningLabel } from '../../opening-hours-label';
import styles from './header.module.css';

type Props = { data: OpeningHoursToday; date: string; fallback: string };

/**
 * Today's opening state. The server renders a label true for the whole day (the page is cached);
 * here it becomes the live one, recomputed every minute and refetched when the day has changed.
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
    const update = () => {
      const now = new Date();
      const current = berlinDay(now).date;
      if (current !== today.date) {
        // A page cached since yesterday carries yesterday's hours.
        fetch(`/api/opening-hours-today/?lang=${locale}`)
          .then((res) => (res.ok ? (res.json() as Promise<OpeningHoursToday>) : null))
          .then((fresh) => alive && fresh && setToday({ data: fresh, date: current }))
          .catch(() => undefined);
        return;
      }
      setLabel(openingHoursLabel(today.data, now, locale, texts));
    };
    update();
    const timer = window.setInterval(update, 60_000);
    return () => {
      alive = false;
      window.clearInterval(timer);
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
