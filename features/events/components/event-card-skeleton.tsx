import { SkeletonButton, SkeletonLine } from '@/components/skeleton-shapes';
import type { EventStyle } from './event-card';
import styles from './event-card.module.css';

/**
 * An event card's shape while the list loads: the card's own grid, picture box and text lines, so
 * the real card takes its place without a jump. Shapes only; the list announces the loading.
 */
export function EventCardSkeleton({ variant = 'style1' }: { variant?: EventStyle }) {
  return (
    <div className={`${styles.card} ${styles[variant]}`} aria-hidden="true" data-testid="event-card-skeleton">
      <div className={styles.time}>
        <SkeletonLine width="3.5rem" tall />
      </div>
      {variant !== 'style3' && <span className={`${styles.image} ${styles.imageSkeleton}`} />}
      <div className={`${styles.body} ${styles.bodySkeleton}`}>
        <SkeletonLine width="30%" />
        <SkeletonLine width="80%" tall />
        <SkeletonLine width="50%" />
      </div>
      <div className={styles.actions}>
        <SkeletonButton />
      </div>
    </div>
  );
}
