import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { toQuery, type FilterState } from '../filter-state';
import styles from './events-page-header.module.css';

/** Headline, intro and the subscribable calendar feed of the (filtered) list. */
export async function EventsPageHeader({ locale, state }: { locale: Locale; state: FilterState }) {
  const t = await getTranslations({ locale, namespace: 'EventList' });
  const search = new URLSearchParams(toQuery(state)).toString();
  const feed = `/${locale}/api/events/feed.ics${search ? `?${search}` : ''}`;
  return (
    <header className={styles.header}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.feed}>
        <a href={feed} type="text/calendar">
          {t('subscribeFeed')}
        </a>
      </p>
    </header>
  );
}
