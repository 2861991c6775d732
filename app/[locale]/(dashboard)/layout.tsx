import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { dashboardNav } from '@/features/dashboard';

/** The dashboard layout for staff pages (each page checks the session with requireStaffPage). */
export default async function DashboardLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <a className="skip-link" href="#content">
          {t('skip')}
        </a>
        <a href={`/${locale}`} className="dashboard__brand">
          {t('title')}
        </a>
        <nav aria-label={t('navLabel')}>
          <ul className="dashboard__nav">
            {dashboardNav.map((item) => (
              <li key={item.href}>
                <a href={`/${locale}${item.href}`}>{t(`nav.${item.labelKey}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}
