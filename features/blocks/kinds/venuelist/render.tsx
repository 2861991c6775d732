import { VenueCard } from '../../components/venue-card';
import styles from '../../components/venue.module.css';
import type { BlockComponent } from '../../types';

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
