import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import type { FormView } from '@/features/forms';
import { EntriesTable, listEntries } from '@/features/forms/server';

const PAGE_SIZE = 25;

/** Staff: the entries of one form, newest first, with file downloads and the CSV export. */
export async function FormEntriesView({
  form,
  locale,
  pageParam,
}: {
  form: FormView;
  locale: Locale;
  pageParam: string | string[] | undefined;
}) {
  const page = parseId(Array.isArray(pageParam) ? pageParam[0] : pageParam) ?? 1;
  const [t, { count, results }] = await Promise.all([
    getTranslations({ locale, namespace: 'DashboardForms' }),
    listEntries(form.id, page, PAGE_SIZE),
  ]);
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
      {count === 0 ? <p>{t('empty')}</p> : <EntriesTable form={form} entries={results} locale={locale} />}
      {pages > 1 && (
        <nav aria-label={t('pagination')}>
          {page > 1 && <a href={`${base}?page=${page - 1}`}>{t('previous')}</a>}{' '}
          <span>{t('page', { page, pages })}</span>{' '}
          {page < pages && <a href={`${base}?page=${page + 1}`}>{t('next')}</a>}
        </nav>
      )}
    </main>
  );
}
