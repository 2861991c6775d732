import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { DashboardChrome } from '@/features/dashboard/server';
import { TodayView } from '@/features/counter/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/dashboard/today'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Counter' });
  return { title: t('todayTitle'), robots: { index: false } };
}

/** Today's dates for the door and the box office: sold, checked in, left; on to check-in and the counter. */
export default async function TodayRoute({ params }: PageProps<'/[locale]/dashboard/today'>) {
  const locale = (await params).locale as Locale;
  const user = await requireStaffPage(locale, `/${locale}/dashboard/today`);
  return (
    <DashboardChrome locale={locale}>
      <TodayView locale={locale} role={user.role} />
    </DashboardChrome>
  );
}
