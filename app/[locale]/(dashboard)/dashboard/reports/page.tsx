import type { Metadata } from 'next';
import type { Locale } from '@/i18n/config';
import { requireRolePage } from '@/features/auth/server';
import { DashboardChrome, DashboardHome } from '@/features/dashboard/server';

// Per request: it reads the session cookie (the root layout is otherwise cached).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false } };

/** Staff report: missing pages visitors asked for, and the redirect table. */
export default async function DashboardReportsPage({ params }: PageProps<'/[locale]/dashboard/reports'>) {
  const locale = (await params).locale as Locale;
  const user = await requireRolePage(locale, `/${locale}/dashboard/reports`, 'editor');
  return (
    <DashboardChrome locale={locale}>
      <DashboardHome locale={locale} name={user.first_name || user.username} />
    </DashboardChrome>
  );
}
