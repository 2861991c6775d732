import { useTranslations } from 'next-intl';
import styles from './spinner.module.css';

/** SPEC 2: the spinner with 'Bitte warte einen Moment...'; announced politely to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const t = useTranslations('Common');
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
