'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { forgetSection } from '../state/section-store';
import { useEditSession } from './edit-session.client';
import dialogStyles from './toolbar.module.css';

/**
 * docs/requirements.md §4, two editors: someone saved the draft after this editor started. Staff choose: load their
 * version (this copy is dropped, it stays among the versions only if it was saved before), or keep
 * this copy as the draft (theirs stays among the versions). Nothing typed is lost until they choose.
 */
export function ConflictDialog({ by, at }: { by: string | null; at: string | null }) {
  const t = useTranslations('Editor.conflict');
  const format = useFormatter();
  const { locale, stores, saveDraft } = useEditSession();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => ref.current?.showModal(), []);
  const reload = () => {
    for (const store of stores) forgetSection(locale, store.getState().slug);
    window.location.reload();
  };
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => e.preventDefault()}
    >
      <div className={dialogStyles.dialogHeader}>
        <h2 id={`${id}-heading`}>{t('title')}</h2>
      </div>
      <p id={`${id}-text`}>
        {t('text', { name: by ?? t('someone'), time: at ? format.dateTime(new Date(at), { timeStyle: 'short' }) : '' })}
      </p>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.button} onClick={reload}>
          {t('reload')}
        </button>
        <button
          type="button"
          className={`${dialogStyles.button} ${dialogStyles.primary}`}
          onClick={() => {
            ref.current?.close();
            void saveDraft(true).catch(() => undefined);
          }}
        >
          {t('keepMine')}
        </button>
      </div>
    </dialog>
  );
}
