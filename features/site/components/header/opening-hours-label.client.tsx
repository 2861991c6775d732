'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { fill } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import type { OpeningHoursToday } from '../../opening-hours';
import type { OpeningLabel, OpeningSchedule } from '../../opening-hours-label';
import styles from './top-nav.module.css';

/** Made on the server: the opening texts are templates whose {time} is filled in here. */
export type OpeningHoursTexts = { label: string; openFrom: string; openUntil: string; open: string; closed: string };

/** `icon` is rendered on the server (icons are not part of the browser's code). */
type Props = { schedule: OpeningSchedule; fallback: string; locale: Locale; texts: OpeningHoursTexts; icon: ReactNode };

const NO_HOURS: OpeningHoursToday = { opening_hours: [], opening_hours_exceptions: [] };

/**
 * Today's opening state. The server renders a label true for the whole day (the page is cached)
 * and today's labels with the instants they start at (openingSchedule); here the current one is
 * picked every minute. A page cached since an earlier day loads the label rules
 * (features/site/opening-hours-live.ts), which fetch today's hours and keep the label live.
 */
export function OpeningHoursLabel({ schedule, fallback, locale, texts: given, icon }: Props) {
  const [label, setLabel] = useState<OpeningLabel | null>(null);
  // Set once the schedule's day is over: from then on the label rules take over.
  const [today, setToday] = useState<{ data: OpeningHoursToday; date: string } | null>(null);

  useEffect(() => {
    if (today) return;
    const update = () => {
      const now = Date.now();
      if (now >= schedule.end) return setToday({ data: NO_HOURS, date: schedule.date });
      let current: OpeningLabel | null = null;
      for (const step of schedule.steps) if (step.at <= now) current = step;
      setLabel(current);
    };
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [schedule, today]);

  useEffect(() => {
    if (!today) return;
    const texts = {
      openFrom: (time: string) => fill(given.openFrom, { time }),
      openUntil: (time: string) => fill(given.openUntil, { time }),
      open: (time: string) => fill(given.open, { time }),
      closed: given.closed,
    };
    let alive = true;
    let stop: (() => void) | null = null;
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

  // A note that every step of the day has (why it is closed, a market all day) is true for the whole
  // day as well, so it shows from the server's HTML on, not only once the current step is picked.
  const [first, ...rest] = schedule.steps;
  const allDay = first && rest.every((step) => step.note === first.note && step.link === first.link) ? first : null;
  const note = (label ?? allDay)?.note ?? null;
  const link = (label ?? allDay)?.link ?? null;
  return (
    <p className={styles.hours}>
      {icon}
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
