'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { EditorApiError } from '../api';
import type { SectionStore } from '../state/section-store';
import { useEditSession, type SaveState } from './edit-session.client';
import { WarningsButton } from './warnings-button.client';
import type { Alert } from './alerts.client';
import styles from './toolbar.module.css';

const inEditableText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('[contenteditable="true"], [contenteditable="plaintext-only"], input, textarea') !== null;

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
      <button
        type="button"
        className={styles.button}
        disabled={past === 0}
        onClick={() => store.temporal.getState().undo()}
        aria-keyshortcuts="Control+Z"
      >
        {t('undo')}
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={future === 0}
        onClick={() => store.temporal.getState().redo()}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('redo')}
      </button>
    </span>
  );
}

/** The save state in words: unsaved changes, saving, draft saved (once the server confirmed it), not saved. */
function stateText(
  t: ReturnType<typeof useTranslations<'editor51'>>,
  tEditor: ReturnType<typeof useTranslations<'Editor'>>,
  save: SaveState,
): string {
  if (save.kind === 'saving') return t('saving');
  if (save.kind === 'unsaved') return t('unsaved');
  if (save.kind === 'conflict') return tEditor('conflictShort');
  if (save.kind === 'error') return t('failed');
  return t('saved');
}

/** Why a save failed, in the staff member's language; the changes stay on the page either way. */
function failureText(t: ReturnType<typeof useTranslations<'Editor'>>, error: unknown): string {
  if (!(error instanceof EditorApiError)) return t('saveFailed', { message: String(error) });
  if (error.status === 401) return t('notLoggedIn');
  if (error.status === 413) return t('tooLarge');
  if (error.status === 422) return t('invalidContent', { message: error.message });
  return t('saveFailed', { message: error.message });
}

/** Edit mode's part of the toolbar: add, undo and redo, the draft's save state, versions, publishing, who else edits, warnings. */
export function EditActions({ onAlert }: { onAlert: (alert: Alert) => void }) {
  const t = useTranslations('Editor');
  const t51 = useTranslations('editor51');
  const format = useFormatter();
  const { active, save, saveDraft, openDialog, others, state } = useEditSession();
  useEffect(() => {
    if (save.kind === 'error') onAlert({ kind: 'error', text: failureText(t, save.error) });
  }, [save, onAlert, t]);

  return (
    <>
      <button type="button" className={styles.button} onClick={() => openDialog({ type: 'add' })}>
        {t('addBlock')}
      </button>
      <button type="button" className={styles.button} onClick={() => openDialog({ type: 'section' })}>
        {t('addSection')}
      </button>
      {active && <HistoryButtons key={active.getState().slug} store={active} />}
      <button
        type="button"
        className={styles.button}
        disabled={save.kind === 'saved' || save.kind === 'saving'}
        onClick={() => void saveDraft().catch(() => undefined)}
      >
        {t('saveDraft')}
      </button>
      <button type="button" className={styles.button} onClick={() => openDialog({ type: 'versions' })}>
        {t('versions')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.save}`}
        disabled={save.kind === 'saving' || save.kind === 'conflict'}
        onClick={() => openDialog({ type: 'publish' })}
      >
        {t('publish')}
      </button>
      {save.kind === 'error' ? (
        // Not saved: the state itself is the way to try again.
        <button
          type="button"
          className={styles.button}
          data-save={save.kind}
          onClick={() => void saveDraft().catch(() => undefined)}
        >
          {stateText(t51, t, save)}
        </button>
      ) : (
        <span className={styles.note} data-save={save.kind}>
          {stateText(t51, t, save)}
        </span>
      )}
      {state.schedules.map((s) => (
        <span key={s.id} className={styles.note}>
          {t(s.action === 'publish' ? 'scheduledPublish' : 'scheduledUnpublish', {
            date: format.dateTime(new Date(s.run_at), { dateStyle: 'short', timeStyle: 'short' }),
          })}
        </span>
      ))}
      {others.length > 0 && (
        <span className={styles.note} data-testid="other-editors">
          {t('othersEditing', {
            names: others.map((o) => o.user.name).join(', '),
            since: format.dateTime(new Date(others[0].since), { timeStyle: 'short' }),
          })}
        </span>
      )}
      <WarningsButton warnings={state.warnings} />
    </>
  );
}
