import { LoadingLabel } from './loading-label.client';
import styles from './spinner.module.css';

/** docs/requirements.md §2: the spinner with 'Bitte warte einen Moment...'; announced politely to screen readers. */
export function Spinner({ label }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label ?? <LoadingLabel />}</span>
    </div>
  );
}
