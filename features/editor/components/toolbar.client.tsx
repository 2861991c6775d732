'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PageEntity } from '@/features/pages';
import { useQueryFlag } from '../use-query-flag';
import type { Alert } from './alerts.client';
import type { DraftState } from '../types';
import { EditActions } from './edit-actions.client';
import { PageSettingsDialog } from './page-settings-dialog.client';
import { PreviewActions } from './preview-actions.client';
import { PreviewDialog, PREVIEW_WIDTHS } from './preview-dialog.client';
import styles from './toolbar.module.css';
import type { Locale } from '@/i18n/config';

function editHref(edit: boolean) {
  const url = new URL(window.location.href);
  if (edit) url.searchParams.delete('edit');
  else url.searchParams.set('edit', '');
  return `${url.pathname}${url.search.replace(/edit=(&|$)/, 'edit$1')}${url.hash}`;
}

/**
 * The staff toolbar (docs/requirements.md §2 and §6): edit mode (the `edit` query parameter), page settings, versions,
 * previews at phone, tablet and desktop width, and the save state.
 */
export function Toolbar({
  locale,
  page,
  onPageChange,
  alert,
  onAlert: setAlert,
  editing = null,
  draft = null,
}: {
  locale: Locale;
  page: PageEntity | null | undefined;
  onPageChange: (page: PageEntity) => void;
  alert: Alert | null;
  onAlert: (alert: Alert | null) => void;
  /** In edit mode: the draft state the editor started from. */
  editing?: DraftState | null;
  /** Outside edit mode (the preview of the draft): the draft state it shows, for publishing from here. */
  draft?: DraftState | null;
}) {
  const t = useTranslations('Editor');
  const edit = useQueryFlag('edit');
  const [dialog, setDialog] = useState<'settings' | number | null>(null);
  // The back-office record behind this page: a CMS page, or the article, venue, event … a page shows.
  const [adminHref] = useState(() => {
    const record = document.querySelector<HTMLElement>('[data-admin-path]')?.dataset.adminPath;
    return record ? `/${locale}/dashboard/${record}` : page?.settings_url;
  });

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
        {!editing && page && <PreviewActions locale={locale} page={page} state={draft} />}
        {(adminHref ?? page?.settings_url) && (
          <a className={styles.button} href={adminHref ?? page?.settings_url}>
            {t('adminLink')}
          </a>
        )}
        <span className={styles.group} role="group" aria-label={t('preview')}>
          {PREVIEW_WIDTHS.map((width) => (
            <button
              key={width}
              type="button"
              className={styles.button}
              onClick={() => setDialog(width)}
              aria-label={t('previewWidth', { width })}
            >
              {width}
            </button>
          ))}
        </span>
        {editing && <EditActions onAlert={setAlert} />}
        {page === null && <span className={styles.note}>{t('noBlocks')}</span>}
        <span className={styles.status} role="status" aria-live="polite">
          {alert && <span data-kind={alert.kind}>{alert.text ?? t('saved')}</span>}
        </span>
      </div>
      {dialog === 'settings' && page && (
        <PageSettingsDialog
          locale={locale}
          page={page}
          onClose={() => setDialog(null)}
          onSaved={(next) => {
            onPageChange(next);
            setAlert({ kind: 'saved' });
          }}
        />
      )}
      {typeof dialog === 'number' && <PreviewDialog width={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
