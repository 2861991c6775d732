import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { FIELD } from '../field-types';
import type { EntryView } from '../server/entries';
import type { FormView } from '../types';
import { EMAIL_CONFIRM_SLUG } from '../values';
import styles from './entries-table.module.css';

/** Staff table of entries: one column per field, files as download links. */
export async function EntriesTable({
  form,
  entries,
  locale,
}: {
  form: FormView;
  entries: EntryView[];
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'DashboardForms' }),
    getFormatter({ locale }),
  ]);
  const columns = form.fields.filter((f) => f.slug !== EMAIL_CONFIRM_SLUG && f.field_type !== FIELD.file);
  const hasFiles = form.fields.some((f) => f.field_type === FIELD.file);
  return (
    <div className={styles.scroller} role="region" aria-label={form.title} tabIndex={0}>
      <table className={`dashboard__table ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('received')}</th>
            <th scope="col">{t('language')}</th>
            {columns.map((f) => (
              <th scope="col" key={f.slug}>
                {f.label}
              </th>
            ))}
            {hasFiles && <th scope="col">{t('files')}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{format.dateTime(new Date(entry.created_at), { dateStyle: 'short', timeStyle: 'short' })}</td>
              <td>{entry.locale}</td>
              {columns.map((f) => {
                const value = entry.values[f.slug];
                return (
                  <td key={f.slug}>
                    {Array.isArray(value)
                      ? value.join(', ')
                      : typeof value === 'boolean'
                        ? value
                          ? t('yes')
                          : t('no')
                        : String(value ?? '')}
                  </td>
                );
              })}
              {hasFiles && (
                <td>
                  {entry.files.map((file) => (
                    <a
                      key={file.id}
                      href={`/${locale}/api/forms-entries/files/${file.id}/`}
                      aria-label={t('download', { name: file.name })}
                    >
                      {file.name}
                    </a>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
