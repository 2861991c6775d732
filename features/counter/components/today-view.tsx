import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { roleAllows, type StaffRole } from '@/features/auth';
import { todaysDates } from '../server/today';
import { formatBerlinTime } from '@/lib/berlin-time';
import styles from './counter.module.css';

/**
 * /{lang}/dashboard/today: the door's and the box office's start on a phone. Each of today's dates
 * with tickets sold, checked in and places left, and the way on to check-in (and, for the box
 * office, to the counter).
 */
export async function TodayView({ locale, role }: { locale: Locale; role: StaffRole }) {
  const t = await getTranslations({ locale, namespace: 'Counter' });
  if (!roleAllows(role, ['door', 'box_office']))
    return (
      <main id="content" className={styles.page}>
        <h1 className={styles.title}>{t('todayTitle')}</h1>
        <p role="alert">{t('forbidden', { role })}</p>
      </main>
    );
  const dates = await todaysDates(locale);
  const sells = roleAllows(role, ['box_office']);
  return (
    <main id="content" className={styles.page}>
      <h1 className={styles.title}>{t('todayTitle')}</h1>
      <p className={styles.muted}>{t('todayIntro')}</p>
      {!dates.length ? <p className={styles.note}>{t('noDates')}</p> : null}
      <ul className={styles.today}>
        {dates.map((d) => (
          <li key={d.id_jet} className={styles.day} data-testid="today-date">
            <h2 className={styles.dayTitle}>
              <span className={styles.time}>{formatBerlinTime(d.date_start, locale)}</span> {d.title}
              {d.cancelled ? <span className={styles.soldOut}> · {t('cancelled')}</span> : null}
            </h2>
            <dl className={styles.figures}>
              <div>
                <dt>{t('sold')}</dt>
                <dd>{d.sold}</dd>
              </div>
              <div>
                <dt>{t('checkedIn')}</dt>
                <dd>{d.checked_in}</dd>
              </div>
              <div>
                <dt>{t('free')}</dt>
                <dd className={d.left === 0 ? styles.soldOut : undefined}>{d.left}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <a className={`${styles.action} ${styles.actionPrimary}`} href={`/${locale}/dashboard/check-in`}>
                {t('toCheckIn')}
              </a>
              {sells ? (
                <a className={styles.action} href={`/${locale}/dashboard/counter?date=${d.id_jet}`}>
                  {t('toCounter')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
