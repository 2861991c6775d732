import type { ReactNode } from 'react';
import styles from './programme-main.module.css';

/**
 * The main landmark and content width shared by every programme page (skip link target #content).
 * admin: the back-office record shown (e.g. 'venues/3'); the staff toolbar links to its edit page.
 */
export function ProgrammeMain({ children, admin }: { children: ReactNode; admin?: string }) {
  return (
    <main id="content" className={styles.main} data-admin-path={admin}>
      <div className="container">{children}</div>
    </main>
  );
}
