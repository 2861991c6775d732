import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { AccountNav, type AccountSection } from './account-nav';
import styles from './account.module.css';

/** A page of the logged-in account area: its navigation beside (on phones above) the content. */
export function AccountPage({
  locale,
  section,
  csrfToken,
  children,
}: {
  locale: Locale;
  section: AccountSection;
  csrfToken: string;
  children: ReactNode;
}) {
  return (
    <main id="content" className={styles.accountPage}>
      <AccountNav locale={locale} current={section} csrfToken={csrfToken} />
      <div className={styles.accountContent}>{children}</div>
    </main>
  );
}
