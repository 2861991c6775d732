import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formatBerlinTime } from '@/lib/berlin-time';
import type { TodayDate } from '../types';
import styles from './counter.module.css';

/** Today's dates as big links (time, title, places left); the chosen one is marked. */
export async function DateChips({
  locale,
  dates,
  chosen,
  label,
}: {
  locale: Locale;
  dates: TodayDate[];
  chosen: number;
  label: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Counter' });
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {dates.map((d) => (
          <li key={d.id_jet}>
            <a
              className={d.id_jet === chosen ? `${styles.chip} ${styles.chipChosen}` : styles.chip}
              href={`/${locale}/dashboard/counter?date=${d.id_jet}`}
              aria-current={d.id_jet === chosen ? 'true' : undefined}
            >
              <strong>{formatBerlinTime(d.date_start, locale)}</strong> {d.title}
              <span className={styles.muted}>
                {d.cancelled ? t('cancelled') : d.left === 0 ? t('soldOut') : t('left', { count: d.left })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
