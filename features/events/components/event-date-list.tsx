import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedShopHref } from '@/lib/proxy/rules';
import type { EventListItem } from '../types';
import styles from './event-date-list.module.css';

/** Dates of a production, series or venue: day and time, title, place and the ticket link. */
export async function EventDateList({
  events,
  locale,
  showTitle = true,
}: {
  events: EventListItem[];
  locale: Locale;
  showTitle?: boolean;
}) {
  const [format, t] = await Promise.all([
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'EventList' }),
  ]);
  return (
    <ul className={styles.list}>
      {events.map((event) => {
        const start = new Date(event.date_start);
        const cancelled = event.status === 'cancelled';
        return (
          <li key={event.id} className={styles.item}>
            <time dateTime={event.date_start} className={styles.when}>
              {format.dateTime(start, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' })}
              <span>{format.dateTime(start, { hour: '2-digit', minute: '2-digit', hour12: false })}</span>
            </time>
            <span className={styles.what}>
              <a href={event.url}>{showTitle ? event.title : t('details')}</a>
              <span className={styles.place}>{[event.room?.name, event.venue?.name].filter(Boolean).join(', ')}</span>
              {cancelled && <strong className={styles.cancelled}>{t('cancelled')}</strong>}
            </span>
            <span className={styles.action}>
              {event.is_free ? (
                <span>{t('free')}</span>
              ) : (
                event.ticket_url &&
                !cancelled && (
                  <a
                    className="button button--small"
                    href={localizedShopHref(event.ticket_url, locale)}
                    aria-label={t('bookTicketsFor', {
                      title: `${event.title}, ${format.dateTime(start, { day: 'numeric', month: 'long' })}`,
                    })}
                  >
                    {t('bookTickets')}
                  </a>
                )
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
