import { forwardRef } from 'react';
import styles from './form-view.module.css';

type Props = { show: boolean; title: string; items: { href: string; label: string; message: string }[] };

/**
 * Lists the rows in error with links to them. The live region is always in the page so screen
 * readers announce the summary when it fills; it takes focus after a refused submit.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ show, title, items }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-live="assertive" className={show ? styles.summary : undefined}>
      {show && (
        <>
          <p className={styles.summaryTitle}>{title}</p>
          {items.length > 0 && (
            <ul>
              {items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>
                    {item.label}: {item.message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
});
