'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { definitions, type Block } from '@/features/blocks';
import { EditorApiError } from '../api';
import { insertBlock } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { useEditSession } from './edit-session.client';
import type { Alert } from './toolbar.client';
import styles from './toolbar.module.css';

/** Survives the reload after saving, so the toolbar can say it worked. */
export const SAVED_FLAG = 'museum-editor:saved';

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

/** Edit mode's part of the toolbar: add a block, undo and redo in the active section, save. */
export function EditActions({ onAlert }: { onAlert: (alert: Alert) => void }) {
  const t = useTranslations('Editor');
  const { active, dirty, save, announce, locale } = useEditSession();
  const [saving, setSaving] = useState(false);

  const add = (block: Block) => {
    if (!active) return;
    const content = active.getState().content;
    const column = 0;
    active.getState().apply((c) => insertBlock(c, block, { column, index: content.columns[column].children.length }));
    announce(t('added', { kind: definitions[block.kind].label[locale] }));
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(block.id)}"] [role="textbox"]`)?.focus());
  };

  const onSave = async () => {
    setSaving(true);
    try {
      await save();
      sessionStorage.setItem(SAVED_FLAG, '1');
      // The page comes back from the server with what visitors now see.
      window.location.reload();
    } catch (error) {
      setSaving(false);
      onAlert({ kind: 'error', text: t('saveFailed', { message: error instanceof EditorApiError ? error.message : String(error) }) });
    }
  };

  return (
    <>
      <span className={styles.group} role="group" aria-label={t('addBlock')}>
        <button type="button" className={styles.button} disabled={!active} onClick={() => add(definitions.headline.create({ content: t('newHeadline') }))}>
          {t('addHeadline')}
        </button>
        <button type="button" className={styles.button} disabled={!active} onClick={() => add(definitions.text.create())}>
          {t('addText')}
        </button>
      </span>
      {active && <HistoryButtons key={active.getState().slug} store={active} />}
      <button type="button" className={`${styles.button} ${styles.save}`} disabled={!dirty || saving} onClick={onSave}>
        {saving ? t('saving') : t('save')}
      </button>
      <span className={styles.note}>{dirty ? t('unsaved') : t('saved')}</span>
    </>
  );
}
