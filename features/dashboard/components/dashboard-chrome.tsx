import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { roleAllows } from '@/features/auth';
import { currentUser } from '@/features/auth/server';
import { dashboardNav } from '../nav';

/** Header and navigation of the server-rendered staff pages (the back office app has its own): the links the role may use. */
export async function DashboardChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, user] = await Promise.all([getTranslations({ locale, namespace: 'Dashboard' }), currentUser()]);
  const links = dashboardNav.filter((item) => user && roleAllows(user.role, item.roles));
  return (
    <>
      <header className="dashboard__header">
        <a className="skip-link" href="#content">
          {t('skip')}
        </a>
        <a href={`/${locale}`} className="dashboard__brand">
          {t('title')}
        </a>
        <nav aria-label={t('navLabel')}>
          <ul className="dashboard__nav">
            {links.map((item) => (
              <li key={item.href}>
                <a href={`/${locale}${item.href}`}>{t(`nav.${item.labelKey}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </>
  );
}
