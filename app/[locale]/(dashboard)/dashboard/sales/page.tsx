import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireRolePage } from '@/features/auth/server';
import { DashboardChrome } from '@/features/dashboard/server';
import { salesPageData } from '@/features/sales-reports/server';
import { SalesReportView } from '@/features/sales-reports/client';

// Per request: it reads the session cookie and today's figures.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/dashboard/sales'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'SalesReports' });
  return { title: t('title'), robots: { index: false } };
}

/** The box office's sales figures: ?date_from=&date_to=&production= (a GET form); other staff get the 403 page. */
export default async function SalesPage({ params, searchParams }: PageProps<'/[locale]/dashboard/sales'>) {
  const locale = (await params).locale as Locale;
  await requireRolePage(locale, `/${locale}/dashboard/sales`, ['box_office']);
  const { report, productions, error } = await salesPageData(locale, await searchParams);
  return (
    <DashboardChrome locale={locale}>
      <SalesReportView locale={locale} report={report} productions={productions} error={error} />
    </DashboardChrome>
  );
}
