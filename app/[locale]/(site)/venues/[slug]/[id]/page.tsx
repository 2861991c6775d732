import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { ProgrammeMain, EventDateList } from '@/features/events';
import { getVenue } from '@/features/venues/server';
import styles from '@/components/detail-page.module.css';
import { parseId } from '@/lib/params';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;


export async function generateMetadata({ params }: PageProps<'/[locale]/venues/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const venueId = parseId(id);
  const venue = venueId ? await getVenue(venueId, locale as Locale) : null;
  if (!venue) return {};
  return { title: venue.name, description: venue.description.slice(0, 160), alternates: { canonical: venue.url, languages: venue.urls } };
}

/** A venue with address, map link, its rooms and upcoming events. */
export default async function VenuePage({ params }: PageProps<'/[locale]/venues/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const venueId = parseId(id);
  const venue = venueId ? await getVenue(venueId, locale) : null;
  if (!venue) notFound();
  if (decodeURIComponent(slug) !== venue.slug) permanentRedirect(venue.url);
  const t = await getTranslations({ locale, namespace: 'Venue' });
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('venues') }, { label: venue.name }]} />
      <article className={styles.detail}>
        <h1>{venue.name}</h1>
        {venue.image_obj && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.image} src={venue.image_obj.url} alt={venue.image_obj.alt} width={1600} height={1000} fetchPriority="high" />
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
