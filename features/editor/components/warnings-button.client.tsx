'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ProgrammeWarning } from '@/features/pages';
import { focusBlock } from './focus';
import styles from './toolbar.module.css';

/**
 * docs/requirements.md §4 warnings tied to the programme: blocks that link to or tease a past, cancelled or sold-out
 * event date, each with a way to the block. Publishing stays possible.
 */
export function WarningsButton({ warnings }: { warnings: ProgrammeWarning[] }) {
  const t = useTranslations('Editor.warnings');
  const format = useFormatter();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (warnings.length === 0) return null;
  return (
    <span className={styles.warnings}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('button', { count: warnings.length })}
      </button>
      {open && (
        <ul id={id} className={styles.warningList}>
          {warnings.map((w) => (
            <li key={`${w.block_id}-${w.event_id}`}>
              {t(w.reason, { title: w.title, date: format.dateTime(new Date(w.date_start), { dateStyle: 'medium' }) })}{' '}
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  document
                    .querySelector(`[data-editor-block="${CSS.escape(w.block_id)}"]`)
                    ?.scrollIntoView({ block: 'center' });
                  focusBlock(w.block_id);
                }}
              >
                {t('toBlock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
