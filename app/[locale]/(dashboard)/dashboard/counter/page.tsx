import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { DashboardChrome } from '@/features/dashboard/server';
import { CounterPage } from '@/features/counter/server';

// Per request: it reads the session cookie and today's places.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/dashboard/counter'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Counter' });
  return { title: t('title'), robots: { index: false } };
}

/** The box office's walk-in sale for today's dates (POST /api/counter/sales/). */
export default async function CounterRoute({ params, searchParams }: PageProps<'/[locale]/dashboard/counter'>) {
  const locale = (await params).locale as Locale;
  const user = await requireStaffPage(locale, `/${locale}/dashboard/counter`);
  const query = await searchParams;
  const date = Number(typeof query.date === 'string' ? query.date : NaN);
  return (
    <DashboardChrome locale={locale}>
      <CounterPage
        locale={locale}
        user={user}
        date={Number.isInteger(date) ? date : undefined}
        error={typeof query.error === 'string' ? query.error.slice(0, 300) : undefined}
        errorCode={typeof query.code === 'string' && /^-?\d{1,6}$/.test(query.code) ? Number(query.code) : undefined}
      />
    </DashboardChrome>
  );
}
