import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import styles from './venue.module.css';

type Venue = {
  id: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  description: string;
  link: string;
};

/** A venue from the block's own data (name, address, link); linking real venue records comes later. */
export async function VenueCard({ venue, locale, level }: { venue: Venue; locale: Locale; level: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' });
  const Heading = `h${level}` as 'h2';
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(' ');
  return (
    <article className={styles.venue}>
      <Heading className={styles.venueName}>{venue.name}</Heading>
      {(venue.street || cityLine) && (
        <address className={styles.address}>
          {venue.street}
          {venue.street && cityLine && <br />}
          {cityLine}
        </address>
      )}
      {venue.description && <p>{venue.description}</p>}
      {venue.link && (
        <a href={venue.link} className={styles.venueLink}>
          {t('venueLink')}
          <span className="visually-hidden">: {venue.name}</span>
        </a>
      )}
    </article>
  );
}
