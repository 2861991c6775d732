'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { VersionSummary } from '@/features/pages';
import type { Locale } from '@/i18n/config';
import { editorWrite, EditorApiError } from '../api';
import { fromBerlinLocal } from '../state/berlin-time';
import type { Schedule } from '../types';
import { SAVED_FLAG } from './alerts.client';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

/** What publishing needs from where it is opened: edit mode (its session) or the preview of the draft. */
export type PublishProps = {
  locale: Locale;
  pageId: number;
  schedules: Schedule[];
  /** The draft revision to publish: edit mode saves what is on the screen first, the preview names the one it shows. */
  revision: () => Promise<number>;
  /** Runs a write; edit mode asks for a login on a 401 and runs it again. */
  withLogin: <T>(write: () => Promise<T>) => Promise<T>;
  onClose: () => void;
};

/**
 * Publishing (docs/requirements.md §4 and §6): the whole page's draft goes live now or at a time (Berlin time), the
 * page can go offline now or at a time, and what is scheduled can be cancelled.
 */
export function PublishDialog({
  locale,
  pageId,
  schedules,
  revision: draftRevision,
  withLogin,
  onClose,
}: PublishProps) {
  const t = useTranslations('Editor.publishing');
  const format = useFormatter();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [at, setAt] = useState('');
  const [offlineAt, setOfflineAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => ref.current?.showModal(), []);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      sessionStorage.setItem(SAVED_FLAG, '1');
      window.location.reload();
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof EditorApiError ? failure.message : String(failure));
    }
  };
  const base = `/${locale}/pageeditor-api`;
  // The draft is saved first (in edit mode), so what is published is what is on the screen.
  const publish = (when: string | null) =>
    run(async () => {
      const revision = await draftRevision();
      await withLogin(() => editorWrite<VersionSummary>('POST', `${base}/publish/${pageId}/`, { revision, at: when }));
    });

  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby={`${id}-heading`}
    >
      <div className={dialogStyles.dialogHeader}>
        <h2 id={`${id}-heading`}>{t('title')}</h2>
      </div>
      <p>{t('intro')}</p>
      <div className={styles.row}>
        <button
          type="button"
          className={`${dialogStyles.button} ${dialogStyles.primary}`}
          disabled={busy}
          onClick={() => void publish(null)}
        >
          {t('now')}
        </button>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('later')}</legend>
        <label htmlFor={`${id}-at`}>{t('at')}</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          aria-describedby={`${id}-tz`}
        />
        <small id={`${id}-tz`} className={styles.hint}>
          {t('berlinTime')}
        </small>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || !at}
          onClick={() => void publish(fromBerlinLocal(at))}
        >
          {t('schedule')}
        </button>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('offline')}</legend>
        <label htmlFor={`${id}-off`}>{t('offlineAt')}</label>
        <input
          id={`${id}-off`}
          type="datetime-local"
          value={offlineAt}
          onChange={(e) => setOfflineAt(e.target.value)}
        />
        <div className={styles.row}>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || !offlineAt}
            onClick={() =>
              void run(() =>
                withLogin(() =>
                  editorWrite('POST', `${base}/unpublish/${pageId}/`, { at: fromBerlinLocal(offlineAt) }),
                ),
              )
            }
          >
            {t('scheduleOffline')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() =>
              void run(() => withLogin(() => editorWrite('POST', `${base}/unpublish/${pageId}/`, { at: null })))
            }
          >
            {t('offlineNow')}
          </button>
        </div>
      </fieldset>
      {schedules.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{t('scheduled')}</legend>
          <ul>
            {schedules.map((s) => (
              <li key={s.id}>
                {t(s.action === 'publish' ? 'publishAt' : 'offlineAtItem', {
                  date: format.dateTime(new Date(s.run_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Europe/Berlin',
                  }),
                })}{' '}
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() =>
                    void run(() => withLogin(() => editorWrite('DELETE', `${base}/schedules/${pageId}/${s.id}/`)))
                  }
                >
                  {t('cancelSchedule')}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.button} onClick={() => ref.current?.close()}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
