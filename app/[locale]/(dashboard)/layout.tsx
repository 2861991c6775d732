import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';

/**
 * Staff pages: the back office app brings its own menu and bar; the few server-rendered staff pages
 * (form entries, reports) use DashboardChrome. Each page checks the session and the role with requireRolePage
 * (requireStaffPage where every role may enter); a role that may not use a page gets forbidden.tsx (403).
 */
export default async function DashboardLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as Locale);
  return <div className="dashboard">{children}</div>;
}
