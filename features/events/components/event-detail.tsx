import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { DesignSettings } from '@/features/settings';
import type { EventDetail } from '../server/detail';
import { BookingSlot } from './booking-slot';
import { PriceList } from './price-list';
import { CastList } from './cast-list';
import { FavoriteButton } from '@/features/favorites/client';
import { favoriteTexts } from '@/features/favorites/server';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from '@/components/detail-page.module.css';

const TIME = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** The event page's sections in the order of the design settings (detailSections.event). */
export async function EventDetailView({
  event,
  locale,
  design,
}: {
  event: EventDetail;
  locale: Locale;
  design: DesignSettings;
}) {
  const [t, format, hearts] = await Promise.all([
    getTranslations({ locale, namespace: 'EventDetail' }),
    getFormatter({ locale }),
    favoriteTexts(locale),
  ]);
  const start = new Date(event.date_start);
  const end = event.date_end ? new Date(event.date_end) : null;
  const cancelled = event.status === 'cancelled';
  const when = `${format.dateTime(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${format.dateTime(start, TIME)}${end ? ` – ${format.dateTime(end, TIME)}` : ''}`;

  const sections: Record<string, React.ReactNode> = {
    intro: (
      <header key="intro" className={styles.intro}>
        <p className={styles.preline}>{[event.exhibition_type?.name, event.genre?.name].filter(Boolean).join(' · ')}</p>
        <h1>{event.title}</h1>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        <p className={styles.when}>
          <time dateTime={event.date_start}>{when}</time>
        </p>
        {cancelled && <p className={styles.cancelled}>{t('cancelled')}</p>}
        <FavoriteButton
          locale={locale}
          texts={hearts}
          kind="event"
          id={event.id}
          title={event.title}
          variant="labelled"
        />
        {event.image_obj && (
          <StoredImage
            className={styles.image}
            image={event.image_obj}
            thumbnails={event.image_thumbnails}
            sizes={IMAGE_SLOTS.detail}
            width={1600}
            height={1000}
            priority
          />
        )}
        {event.teaser && <p className={styles.teaser}>{event.teaser}</p>}
      </header>
    ),
    dates: (
      <section key="dates" id="dates-and-tickets" className={styles.section} aria-labelledby="dates-heading">
        <h2 id="dates-heading">{t('datesAndTickets')}</h2>
        <p className={styles.when}>
          <time dateTime={event.date_start}>{when}</time>
          {event.room && ` · ${event.room.name}`}
        </p>
        {event.is_free && <p className={styles.free}>{t('freeAdmission')}</p>}
        {event.offer && <PriceList offer={event.offer} locale={locale} />}
        <div className={styles.actions}>
          <BookingSlot
            locale={locale}
            title={event.title}
            ticketUrl={event.ticket_url}
            idJet={event.id_jet}
            dateStart={event.date_start}
            offer={event.offer}
            cancelled={cancelled}
          />
          <a className="button button--secondary" href={`/${locale}/api/events/${event.id}/calendar.ics`} download>
            {t('addToCalendar')}
          </a>
        </div>
        {event.other_dates.length > 0 && (
          <>
            <h3>{t('otherDates')}</h3>
            <ul className={styles.otherDates}>
              {event.other_dates.map((other) => (
                <li key={other.id}>
                  <a href={other.url}>
                    {format.dateTime(new Date(other.date_start), {
                      weekday: 'short',
                      day: '2-digit',
                      month: '2-digit',
                      year: 'numeric',
                    })}
                    , {format.dateTime(new Date(other.date_start), TIME)}
                  </a>
                  {other.status === 'cancelled' && ` – ${t('cancelled')}`}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    ),
    content: event.description ? (
      <section key="content" className={styles.section} aria-labelledby="content-heading">
        <h2 id="content-heading">{t('about')}</h2>
        {event.description.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {event.duration && <p className={styles.meta}>{t('duration', { duration: event.duration })}</p>}
      </section>
    ) : null,
    cast: event.cast.length ? <CastList key="cast" cast={event.cast} heading={t('cast')} /> : null,
    venue: event.venue_detail ? (
      <section key="venue" className={styles.section} aria-labelledby="venue-heading">
        <h2 id="venue-heading">{t('venue')}</h2>
        <address className={styles.address}>
          {event.venue_detail.url ? (
            <a href={event.venue_detail.url}>{event.venue_detail.name}</a>
          ) : (
            event.venue_detail.name
          )}
          {event.room && <span>{event.room.name}</span>}
          <span>{event.venue_detail.street}</span>
          <span>
            {event.venue_detail.zip} {event.venue_detail.city}
          </span>
        </address>
        {event.venue_detail.map_url && (
          <a href={event.venue_detail.map_url} target="_blank" rel="noopener noreferrer">
            {t('showMap')}
            <span className="visually-hidden"> ({t('newWindow')})</span>
          </a>
        )}
      </section>
    ) : null,
    series:
      event.series || event.production ? (
        <section key="series" className={styles.section} aria-labelledby="series-heading">
          <h2 id="series-heading">{t('related')}</h2>
          <ul className={styles.related}>
            {event.production && (
              <li>
                {t('production')}: <a href={event.production.url ?? undefined}>{event.production.name}</a>
              </li>
            )}
            {event.series && (
              <li>
                {t('series')}: <a href={event.series.url ?? undefined}>{event.series.name}</a>
              </li>
            )}
          </ul>
        </section>
      ) : null,
  };
  // 'dates' and 'tickets' are one section (the widget sits with the dates); it goes where either is first named.
  const order = design.detailSections.event.map((key) => (key === 'tickets' ? 'dates' : key));
  const seen = new Set<string>();
  return (
    <article className={styles.detail} data-admin-path={`events/${event.id}`}>
      {order.filter((key) => !seen.has(key) && seen.add(key)).map((key) => sections[key] ?? null)}
      {!seen.has('dates') && sections.dates}
    </article>
  );
}
