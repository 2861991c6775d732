import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { DashboardChrome } from '@/features/dashboard/server';
import { counterCodeParams } from '@/features/counter';
import { CounterResultView } from '@/features/counter/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/dashboard/counter/sold/[code]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Counter' });
  return { title: t('soldTitle'), robots: { index: false } };
}

/** The result of a counter sale: tickets on screen, print and mail. */
export default async function CounterSoldRoute({
  params,
  searchParams,
}: PageProps<'/[locale]/dashboard/counter/sold/[code]'>) {
  const { locale: lang, code } = await params;
  const locale = lang as Locale;
  const parsed = counterCodeParams.safeParse({ code });
  if (!parsed.success) notFound();
  const user = await requireStaffPage(locale, `/${locale}/dashboard/counter/sold/${code}`);
  const query = await searchParams;
  const change = typeof query.change === 'string' && /^\d{1,9}$/.test(query.change) ? Number(query.change) : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : undefined);
  return (
    <DashboardChrome locale={locale}>
      <CounterResultView
        locale={locale}
        code={parsed.data.code}
        user={user}
        change={change}
        mailed={text(query.mailed)}
        error={text(query.error)}
      />
    </DashboardChrome>
  );
}
