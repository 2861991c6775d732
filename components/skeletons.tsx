import type { ReactNode } from 'react';
import { LoadingLabel } from './loading-label.client';
import styles from './skeletons.module.css';

/**
 * Loading placeholders shaped like the content they stand for (docs/requirements.md §2), for Suspense fallbacks and
 * loading.tsx files. Each announces 'loading' once and hides its grey shapes from screen readers.
 */
function Frame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`${styles.frame} ${className ?? ''}`} aria-busy="true" role="status">
      <span className="visually-hidden">
        <LoadingLabel />
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

import { SkeletonBlock as Block, SkeletonLine as Line } from './skeleton-shapes';
const repeat = (n: number, render: (i: number) => ReactNode) => Array.from({ length: n }, (_, i) => render(i));

export function EventListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Frame>
      <Line width="12rem" tall />
      {repeat(rows, (i) => (
        <div key={i} className={styles.eventRow}>
          <span className={styles.date} />
          <Block ratio="4 / 3" />
          <div className={styles.stack}>
            <Line width="25%" />
            <Line width="80%" tall />
            <Line width="60%" />
          </div>
        </div>
      ))}
    </Frame>
  );
}

/**
 * Cards in a list's own grid (`gridClassName`), for the pending state of a list (`ListResults`): the
 * caller announces the loading, so these are shapes only.
 */
export function CardsSkeleton({
  cards,
  ratio = '3 / 2',
  lines = 3,
  gridClassName,
}: {
  cards: number;
  ratio?: string;
  lines?: number;
  gridClassName: string;
}) {
  return (
    <div className={gridClassName} aria-hidden="true" data-testid="cards-skeleton">
      {repeat(cards, (i) => (
        <div key={i} className={styles.stack}>
          <Block ratio={ratio} />
          <Line width="35%" />
          <Line width="80%" tall />
          {repeat(lines - 1, (j) => (
            <Line key={j} width={j === lines - 2 ? '55%' : '100%'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Rows of text results (search): kind, title and two lines of passage, spaced like a result. */
export function ResultRowsSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true">
      {repeat(rows, (i) => (
        <div key={i} className={`${styles.stack} ${styles.resultRow}`}>
          <Line width="20%" />
          <Line width="60%" tall />
          <Line />
          <Line width="70%" />
        </div>
      ))}
    </div>
  );
}
