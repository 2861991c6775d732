import type { TeaserCardItem } from '../types';
import styles from './teaser-card.module.css';

/** An editorial tile between the days of the list (SPEC 3: Event teaser). */
export function TeaserCard({ teaser }: { teaser: TeaserCardItem }) {
  const image = teaser.image_thumbnails.medium ?? teaser.image_thumbnails.large ?? teaser.image_obj?.url;
  return (
    <aside className={styles.teaser} aria-label={teaser.headline} data-testid="event-teaser">
      {image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={image} alt={teaser.image_obj?.alt ?? ''} loading="lazy" decoding="async" width={960} height={600} />
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
