import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import styles from '@/components/detail-page.module.css';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import { EventDateList, ProgrammeMain } from '@/features/events';
import type { VenueDetail } from '../server/venues';

/** A venue with address, map link, its rooms and upcoming events. */
export async function VenueDetailView({ venue, locale }: { venue: VenueDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Venue' });
  return (
    <ProgrammeMain admin={`venues/${venue.id}`}>
      <Breadcrumb items={[{ label: t('venues') }, { label: venue.name }]} />
      <article className={styles.detail}>
        <h1>{venue.name}</h1>
        {venue.image_obj && (
          <StoredImage
            className={styles.image}
            image={venue.image_obj}
            thumbnails={venue.image_thumbnails}
            sizes={IMAGE_SLOTS.detail}
            width={1600}
            height={1000}
            priority
          />
        )}
        <p className={styles.teaser}>{venue.description}</p>
        <section className={styles.section} aria-labelledby="venue-address">
          <h2 id="venue-address">{t('address')}</h2>
          <address className={styles.address}>
            <span>{venue.street}</span>
            <span>
              {venue.zip} {venue.city}
            </span>
          </address>
          {venue.map_url && (
            <a href={venue.map_url} target="_blank" rel="noopener noreferrer">
              {t('showMap')}
              <span className="visually-hidden"> ({t('newWindow')})</span>
            </a>
          )}
        </section>
        {venue.rooms.length > 0 && (
          <section className={styles.section} aria-labelledby="venue-rooms">
            <h2 id="venue-rooms">{t('rooms')}</h2>
            <ul className={styles.related}>
              {venue.rooms.map((room) => (
                <li key={room.id}>
                  {room.name}
                  {room.capacity ? ` – ${t('capacity', { count: room.capacity })}` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={styles.section} aria-labelledby="venue-events">
          <h2 id="venue-events">{t('events')}</h2>
          {venue.events.length ? <EventDateList events={venue.events} locale={locale} /> : <p>{t('noEvents')}</p>}
        </section>
      </article>
    </ProgrammeMain>
  );
}
