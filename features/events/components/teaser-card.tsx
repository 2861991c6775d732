import type { TeaserCardItem } from '../types';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from './teaser-card.module.css';

/** An editorial tile between the days of the list (docs/requirements.md §3: Event teaser). */
export function TeaserCard({ teaser }: { teaser: TeaserCardItem }) {
  return (
    <aside className={styles.teaser} aria-label={teaser.headline} data-testid="event-teaser">
      {teaser.image_obj && (
        <StoredImage
          className={styles.image}
          image={teaser.image_obj}
          thumbnails={teaser.image_thumbnails}
          sizes={IMAGE_SLOTS.teaser}
          width={960}
          height={600}
        />
      )}
      <div className={styles.text}>
        {teaser.preline && <p className={styles.preline}>{teaser.preline}</p>}
        <p className={styles.headline}>{teaser.headline}</p>
        {teaser.subline && <p className={styles.subline}>{teaser.subline}</p>}
        {teaser.link && (
          <a className="button button--small" href={teaser.link}>
            {teaser.link_text || teaser.headline}
          </a>
        )}
      </div>
    </aside>
  );
}
