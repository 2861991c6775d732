'use client';

import { SkeletonLine } from '@/components/skeletons';
import type { EventStyle } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';
import styles from './event-days.module.css';

/**
 * The events page's list while a new selection loads (ListResults' skeleton): a day heading and as
 * many card shapes as there were cards. A client component, so the page's flight data carries its
 * two props rather than the markup of ten skeleton cards ('more' ships the card shape anyway).
 */
export function EventsPending({ cards, variant }: { cards: number; variant: EventStyle }) {
  return (
    <div className={styles.list} aria-hidden="true">
      <div className={`${styles.skeleton} ${styles.dayHeading}`}>
        <SkeletonLine width="16rem" tall />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        <EventCardSkeleton key={i} variant={variant} />
      ))}
    </div>
  );
}
