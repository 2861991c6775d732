import type { Metadata } from 'next';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { DashboardHome } from '@/features/dashboard/server';

// Per request: it reads the session cookie or the query (the root layout is otherwise cached).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false } };

/** Staff overview: missing pages visitors asked for, and the redirect table. */
export default async function DashboardPage({ params }: PageProps<'/[locale]/dashboard'>) {
  const locale = (await params).locale as Locale;
  const user = await requireStaffPage(locale, `/${locale}/dashboard`);
  return <DashboardHome locale={locale} name={user.first_name || user.username} />;
}
