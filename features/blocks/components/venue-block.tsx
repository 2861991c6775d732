import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { BlockComponent } from '../types';
import styles from './layout-blocks.module.css';

type Venue = { id: string; name: string; street: string; postal_code: string; city: string; description: string; link: string };

/** A venue from the block's own data (name, address, link); linking real venue records comes later. */
async function VenueCard({ venue, locale, level }: { venue: Venue; locale: Locale; level: 2 | 3 }) {
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

export const VenueBlock: BlockComponent<'venue'> = ({ block, ctx }) => (
  <div className="block" id={block.anchor || undefined}>
    <VenueCard venue={block} locale={ctx.locale} level={2} />
  </div>
);

export const VenueListBlock: BlockComponent<'venuelist'> = ({ block, ctx }) => (
  <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
    {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
    <ul className={styles.venueList}>
      {block.items.map((venue) => (
        <li key={venue.id}>
          <VenueCard venue={venue} locale={ctx.locale} level={block.headline ? 3 : 2} />
        </li>
      ))}
    </ul>
  </section>
);
