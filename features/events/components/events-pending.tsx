import { SkeletonLine } from '@/components/skeleton-shapes';
import type { EventStyle } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';
import styles from './event-days.module.css';

/**
 * The events page's list while a new selection loads (ListResults' skeleton): a day heading and as
 * many card shapes as there were cards. Rendered on the server: ten card shapes of markup compress
 * to a few hundred bytes of flight data, less than their code in the list's first load (issue #19).
 */
export function EventsPending({ cards, variant }: { cards: number; variant: EventStyle }) {
  return (
    <div className={styles.list} aria-hidden="true">
      <div className={styles.dayHeading}>
        <SkeletonLine width="16rem" tall />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        <EventCardSkeleton key={i} variant={variant} />
      ))}
    </div>
  );
}
