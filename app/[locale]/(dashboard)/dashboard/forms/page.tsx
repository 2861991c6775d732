import type { Metadata } from 'next';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { FormsOverview } from '@/features/dashboard/server';

export const metadata: Metadata = { robots: { index: false } };
// Staff pages read the session cookie: always rendered per request, never prerendered.
export const dynamic = 'force-dynamic';

/** Staff: the forms and how many entries each has received. */
export default async function DashboardFormsPage({ params }: PageProps<'/[locale]/dashboard/forms'>) {
  const locale = (await params).locale as Locale;
  await requireStaffPage(locale, `/${locale}/dashboard/forms`);
  return <FormsOverview locale={locale} />;
}
