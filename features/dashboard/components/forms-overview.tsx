import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formsWithEntryCounts } from '@/features/forms/server';

/** Staff: the forms and how many entries each has received. */
export async function FormsOverview({ locale }: { locale: Locale }) {
  const [t, forms] = await Promise.all([getTranslations({ locale, namespace: 'DashboardForms' }), formsWithEntryCounts(locale)]);
  return (
    <main id="content" className="dashboard__main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <table className="dashboard__table">
        <thead>
          <tr>
            <th scope="col">{t('form')}</th>
            <th scope="col">{t('entries')}</th>
            <th scope="col">{t('publicPage')}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <tr key={form.id}>
              <td>
                <a href={`/${locale}/dashboard/forms/${form.id}`}>{form.title}</a>
              </td>
              <td>{t('count', { count: form.entries })}</td>
              <td>
                <a href={`/${locale}/forms/${encodeURIComponent(form.slug)}/${form.id}`}>/{locale}/forms/{form.slug}/{form.id}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
