import { MediaImage } from '@/features/media';
import type { MediaMap } from '@/features/media';
import styles from './teasers.module.css';

export type TeaserCardData = {
  id: string;
  image: number | null;
  preline?: string;
  headline: string;
  subline?: string;
  text?: string;
  link?: string;
  link_text?: string;
};

/**
 * One teaser. The headline carries the link so the whole card is one link target for screen readers
 * (its ::after stretches over the card for pointer users).
 */
export function TeaserCard({
  item,
  media,
  level = 3,
  variant = 'card',
}: {
  item: TeaserCardData;
  media: MediaMap;
  level?: 2 | 3 | 4;
  variant?: 'card' | 'row';
}) {
  const image = item.image ? media.get(item.image) : undefined;
  const Heading = `h${level}` as 'h3';
  return (
    <article className={`${styles.teaser} ${variant === 'row' ? styles.row : styles.card}`}>
      {image && (
        <div className={styles.teaserImage}>
          <MediaImage image={image} format="small" fill />
        </div>
      )}
      <div className={styles.teaserBody}>
        {item.preline && <p className={styles.preline}>{item.preline}</p>}
        <Heading className={styles.teaserHeadline}>
          {item.link ? (
            <a href={item.link} className={styles.stretched}>
              {item.headline}
            </a>
          ) : (
            item.headline
          )}
        </Heading>
        {item.subline && <p className={styles.subline}>{item.subline}</p>}
        {item.text && <p className={styles.teaserText}>{item.text}</p>}
        {item.link && item.link_text && (
          <p className={styles.more} aria-hidden="true">
            {item.link_text}
          </p>
        )}
      </div>
    </article>
  );
}
