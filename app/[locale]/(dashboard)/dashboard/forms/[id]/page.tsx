import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { EntriesTable } from '@/features/forms';
import { listEntries, formPageData } from '@/features/forms/server';

export const metadata: Metadata = { robots: { index: false } };
// Staff pages read the session cookie: always rendered per request, never prerendered.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 25;

/** Staff: the entries of one form, newest first, with file downloads and the CSV export. */
export default async function DashboardFormEntriesPage({ params, searchParams }: PageProps<'/[locale]/dashboard/forms/[id]'>) {
  const { locale, id } = await params;
  await requireStaffPage(locale, `/${locale}/dashboard/forms/${id}`);
  const form = await formPageData(locale as Locale, id);
  if (!form) notFound();
  const pageParam = Number((await searchParams).page ?? 1);
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const [t, { count, results }] = await Promise.all([getTranslations({ locale: locale as Locale, namespace: 'DashboardForms' }), listEntries(form.id, page, PAGE_SIZE)]);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const base = `/${locale}/dashboard/forms/${form.id}`;
  return (
    <main id="content" className="dashboard__main">
      <p>
        <a href={`/${locale}/dashboard/forms`}>← {t('back')}</a>
      </p>
      <h1>{form.title}</h1>
      <p>
        {t('count', { count })}
        {count > 0 && (
          <>
            {' · '}
            <a href={`/${locale}/api/forms/${form.id}/entries/csv/`} download>
              {t('csv')}
            </a>
          </>
        )}
      </p>
      {count === 0 ? <p>{t('empty')}</p> : <EntriesTable form={form} entries={results} locale={locale as Locale} />}
      {pages > 1 && (
        <nav aria-label={t('pagination')}>
          {page > 1 && <a href={`${base}?page=${page - 1}`}>{t('previous')}</a>} <span>{t('page', { page, pages })}</span>{' '}
          {page < pages && <a href={`${base}?page=${page + 1}`}>{t('next')}</a>}
        </nav>
      )}
    </main>
  );
}
