'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { EditorApiError } from '../api';
import type { SectionStore } from '../state/section-store';
import { useEditSession } from './edit-session.client';
import { SAVED_FLAG, type Alert } from './alerts.client';
import styles from './toolbar.module.css';


const inEditableText = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('[contenteditable="true"], [contenteditable="plaintext-only"], input, textarea') !== null;

function HistoryButtons({ store }: { store: SectionStore }) {
  const t = useTranslations('Editor');
  const past = useStore(store.temporal, (s) => s.pastStates.length);
  const future = useStore(store.temporal, (s) => s.futureStates.length);
  useEffect(() => {
    // Ctrl+Z / Ctrl+Shift+Z (and Cmd on a Mac) for the blocks; inside a text, the text's own undo.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || inEditableText(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) store.temporal.getState().redo();
      else store.temporal.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  return (
    <span className={styles.group} role="group" aria-label={t('history')}>
      <button type="button" className={styles.button} disabled={past === 0} onClick={() => store.temporal.getState().undo()} aria-keyshortcuts="Control+Z">
        {t('undo')}
      </button>
      <button type="button" className={styles.button} disabled={future === 0} onClick={() => store.temporal.getState().redo()} aria-keyshortcuts="Control+Shift+Z">
        {t('redo')}
      </button>
    </span>
  );
}

/** Why a save failed, in the staff member's language; the changes stay on the page either way. */
function failureText(t: ReturnType<typeof useTranslations<'Editor'>>, error: unknown): string {
  if (!(error instanceof EditorApiError)) return t('saveFailed', { message: String(error) });
  if (error.status === 409) return t('conflict');
  if (error.status === 401) return t('notLoggedIn');
  if (error.status === 413) return t('tooLarge');
  if (error.status === 422) return t('invalidContent', { message: error.message });
  return t('saveFailed', { message: error.message });
}

/** Edit mode's part of the toolbar: add a block, undo and redo in the active section, save. */
export function EditActions({ onAlert }: { onAlert: (alert: Alert) => void }) {
  const t = useTranslations('Editor');
  const { active, dirty, save, openDialog } = useEditSession();
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setSaving(true);
    try {
      await save();
      sessionStorage.setItem(SAVED_FLAG, '1');
      // The page comes back from the server with what visitors now see.
      window.location.reload();
    } catch (error) {
      setSaving(false);
      onAlert({ kind: 'error', text: failureText(t, error) });
    }
  };

  return (
    <>
      <button type="button" className={styles.button} onClick={() => openDialog({ type: 'add' })}>
        {t('addBlock')}
      </button>
      <button type="button" className={styles.button} onClick={() => openDialog({ type: 'section' })}>
        {t('addSection')}
      </button>
      {active && <HistoryButtons key={active.getState().slug} store={active} />}
      <button type="button" className={`${styles.button} ${styles.save}`} disabled={!dirty || saving} onClick={onSave}>
        {saving ? t('saving') : t('save')}
      </button>
      <span className={styles.note}>{dirty ? t('unsaved') : t('saved')}</span>
    </>
  );
}
