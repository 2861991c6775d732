'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PageEntity } from '@/features/pages';
import { useQueryFlag } from '../use-query-flag';
import { EditActions, SAVED_FLAG } from './edit-actions.client';
import { PageSettingsDialog } from './page-settings-dialog.client';
import { PreviewDialog, PREVIEW_WIDTHS } from './preview-dialog.client';
import styles from './toolbar.module.css';
import type { Locale } from '@/i18n/config';

export type Alert = { kind: 'saved' | 'error'; text: string };

/** SPEC 4: save and error alerts hide after 4,000 ms. */
export const ALERT_MS = 4000;

function editHref(edit: boolean) {
  const url = new URL(window.location.href);
  if (edit) url.searchParams.delete('edit');
  else url.searchParams.set('edit', '');
  return `${url.pathname}${url.search.replace(/edit=(&|$)/, 'edit$1')}${url.hash}`;
}

/**
 * The staff toolbar (SPEC 2 and 6): edit mode (the `edit` query parameter), page settings, versions,
 * previews at phone, tablet and desktop width, and the save state.
 */
export function Toolbar({ locale, page, onPageChange, editing = false }: { locale: Locale; page: PageEntity | null | undefined; onPageChange: (page: PageEntity) => void; editing?: boolean }) {
  const t = useTranslations('Editor');
  const edit = useQueryFlag('edit');
  const [dialog, setDialog] = useState<'settings' | number | null>(null);
  // After saving, the page reloads with the saved content; the flag says so once.
  const [alert, setAlert] = useState<Alert | null>(() => (sessionStorage.getItem(SAVED_FLAG) ? { kind: 'saved', text: t('saved') } : null));
  useEffect(() => sessionStorage.removeItem(SAVED_FLAG), []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')} data-testid="editor-toolbar">
        <strong className={styles.title}>{page?.title ?? t('toolbar')}</strong>
        {page && (
          <a className={styles.button} href={editHref(edit)} aria-current={edit ? 'true' : undefined}>
            {edit ? t('viewMode') : t('editMode')}
          </a>
        )}
        {page && (
          <button type="button" className={styles.button} onClick={() => setDialog('settings')}>
            {t('pageSettings')}
          </button>
        )}
        <span className={styles.group} role="group" aria-label={t('preview')}>
          {PREVIEW_WIDTHS.map((width) => (
            <button key={width} type="button" className={styles.button} onClick={() => setDialog(width)} aria-label={t('previewWidth', { width })}>
              {width}
            </button>
          ))}
        </span>
        {editing && <EditActions onAlert={setAlert} />}
        {page === null && <span className={styles.note}>{t('noBlocks')}</span>}
        <span className={styles.status} role="status" aria-live="polite">
          {alert && <span data-kind={alert.kind}>{alert.text}</span>}
        </span>
      </div>
      {dialog === 'settings' && page && (
        <PageSettingsDialog
          locale={locale}
          page={page}
          onClose={() => setDialog(null)}
          onSaved={(next) => {
            onPageChange(next);
            setAlert({ kind: 'saved', text: t('saved') });
          }}
        />
      )}
      {typeof dialog === 'number' && <PreviewDialog width={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
