import type { ReactNode } from 'react';
import styles from './programme-main.module.css';

/** The main landmark and content width shared by every programme page (skip link target #content). */
export function ProgrammeMain({ children }: { children: ReactNode }) {
  return (
    <main id="content" className={styles.main}>
      <div className="container">{children}</div>
    </main>
  );
}
