import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/config';
import { requireRolePage } from '@/features/auth/server';
import { DashboardChrome, FormEntriesView } from '@/features/dashboard/server';
import { formPageData } from '@/features/forms/server';

export const metadata: Metadata = { robots: { index: false } };
// Staff pages read the session cookie: always rendered per request, never prerendered.
export const dynamic = 'force-dynamic';

/** Staff: the entries of one form, newest first, with file downloads and the CSV export. */
export default async function DashboardFormEntriesPage({
  params,
  searchParams,
}: PageProps<'/[locale]/dashboard/form-entries/[id]'>) {
  const { locale, id } = await params;
  await requireRolePage(locale, `/${locale}/dashboard/form-entries/${id}`, 'editor');
  const form = await formPageData(locale as Locale, id);
  if (!form) notFound();
  return (
    <DashboardChrome locale={locale as Locale}>
      <FormEntriesView form={form} locale={locale as Locale} pageParam={(await searchParams).page} />
    </DashboardChrome>
  );
}
