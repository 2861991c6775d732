'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DraftSection, PageEntity } from '@/features/pages';
import type { Locale } from '@/i18n/config';
import type { DraftState } from '../types';
import { PublishDialog } from './publish-dialog.client';
import { VersionsDialog } from './versions-dialog.client';
import styles from './toolbar.module.css';

/** A write as it is: in the preview there is nothing typed to keep, a 401 is shown as the dialog's error. */
const direct = <T,>(write: () => Promise<T>) => write();

/**
 * The preview (the page as staff see it without `?edit`: the draft, marked as such) publishes and lists
 * versions the same way edit mode does. It publishes the draft revision it shows: if someone saved the
 * draft since, the server refuses (409) and the dialog says so, rather than publishing unseen changes.
 */
export function PreviewActions({
  locale,
  page,
  state,
}: {
  locale: Locale;
  page: PageEntity;
  state: DraftState | null;
}) {
  const t = useTranslations('Editor');
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null);
  const shown = () =>
    state?.draft?.sections ??
    page.modules.map((m) => ({ slug: m.slug, columns: m.columns as DraftSection['columns'] }));
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setDialog('versions')}>
        {t('versions')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.save}`}
        disabled={!state}
        onClick={() => setDialog('publish')}
      >
        {t('publish')}
      </button>
      {dialog === 'publish' && state && (
        <PublishDialog
          locale={locale}
          pageId={page.id}
          schedules={state.schedules}
          revision={async () => state.draft?.revision ?? 0}
          withLogin={direct}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'versions' && (
        <VersionsDialog
          locale={locale}
          pageId={page.id}
          current={shown}
          withLogin={direct}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
