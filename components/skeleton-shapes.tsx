import styles from './skeletons.module.css';

/*
 * The grey shapes alone, for skeletons laid out by a feature's own card styles (the event card's
 * grid). A module of their own: client code that draws a card's shape then does not bring every
 * page skeleton of skeletons.tsx with it (issue #19, first-load JavaScript).
 */
export const SkeletonLine = ({ width = '100%', tall = false }: { width?: string; tall?: boolean }) => (
  <span className={tall ? styles.heading : styles.line} style={{ width }} />
);
export const SkeletonBlock = ({ ratio = '16 / 9' }: { ratio?: string }) => (
  <span className={styles.block} style={{ aspectRatio: ratio }} />
);
export const SkeletonButton = () => <span className={styles.button} />;
