import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { PagePreview } from '../server/load-page';
import styles from './preview-notice.module.css';

/** Tells staff they are not looking at what visitors see: the draft, an older version or an offline page. */
export async function PreviewNotice({ preview, locale }: { preview: NonNullable<PagePreview>; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Preview' }), getFormatter({ locale })]);
  const text =
    preview.state === 'version'
      ? t('version', {
          id: preview.versionId,
          date: format.dateTime(new Date(preview.createdAt), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Europe/Berlin',
          }),
        })
      : t(preview.state);
  return (
    <p className={styles.notice} role="note" data-preview={preview.state}>
      {text}
    </p>
  );
}
