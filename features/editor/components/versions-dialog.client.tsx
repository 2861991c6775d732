'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { definitions, type BlockKind } from '@/features/blocks';
import type { DraftEntity, DraftSection, VersionEntity, VersionSummary } from '@/features/pages';
import type { Locale } from '@/i18n/config';
import { editorWrite, EditorApiError } from '../api';
import { forgetSection } from '../state/section-store';
import { diffBlocks, type BlockChange } from '../state/version-diff';
import { SAVED_FLAG } from './alerts.client';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

type VersionPage = { count: number; page: number; page_size: number; results: VersionSummary[] };

/**
 * docs/requirements.md §6 page versions: every draft save and publish, newest first; one opens with what changed per
 * block against the current draft, can be viewed on the page (?v=) and restored into the draft.
 */
export function VersionsDialog({
  locale,
  pageId,
  current,
  withLogin,
  onClose,
}: {
  locale: Locale;
  pageId: number;
  /** The draft as edited (edit mode) or as shown (preview): versions are compared with it. */
  current: () => (Pick<DraftSection, 'columns'> & { slug: string })[];
  withLogin: <T>(write: () => Promise<T>) => Promise<T>;
  onClose: () => void;
}) {
  const t = useTranslations('Editor.versionList');
  const format = useFormatter();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [list, setList] = useState<VersionPage | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<{ version: VersionEntity; changes: BlockChange[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/${locale}/pageeditor-api/versions/${pageId}`;
  useEffect(() => ref.current?.showModal(), []);
  useEffect(() => {
    fetch(`${base}/?page=${pageNo}`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<VersionPage>) : null))
      .then(setList)
      .catch(() => setList(null));
  }, [base, pageNo]);

  const show = async (summary: VersionSummary) => {
    const res = await fetch(`${base}/${summary.id}/`, { credentials: 'same-origin' });
    if (!res.ok) return setError(t('loadFailed'));
    const version = (await res.json()) as VersionEntity;
    setOpen({
      version,
      changes: diffBlocks(version.sections, current()),
    });
  };
  const restore = async (version: VersionEntity) => {
    try {
      await withLogin(() => editorWrite<DraftEntity>('POST', `${base}/${version.id}/restore/`));
      for (const section of current()) forgetSection(locale, section.slug);
      sessionStorage.setItem(SAVED_FLAG, '1');
      window.location.reload();
    } catch (failure) {
      setError(failure instanceof EditorApiError ? failure.message : String(failure));
    }
  };
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const kindLabel = (kind: string) => (kind in definitions ? definitions[kind as BlockKind].label[locale] : kind);

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
      {!list && <p role="status">{t('loading')}</p>}
      {list && (
        <table className={styles.versions}>
          <caption className="visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('version')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('author')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.results.map((v) => (
              <tr key={v.id} aria-current={open?.version.id === v.id ? 'true' : undefined}>
                <td>
                  #{v.id} · {when(v.updated_at)}
                </td>
                <td>
                  {v.state === 'scheduled' && v.publish_at
                    ? t('scheduledFor', { date: when(v.publish_at) })
                    : t(v.state)}
                </td>
                <td>{v.author?.name ?? '–'}</td>
                <td>
                  <button type="button" className={styles.secondary} onClick={() => void show(v)}>
                    {t('compare', { id: v.id })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && list.count > list.page * list.page_size && (
        <button type="button" className={styles.secondary} onClick={() => setPageNo((n) => n + 1)}>
          {t('older')}
        </button>
      )}
      {list && pageNo > 1 && (
        <button type="button" className={styles.secondary} onClick={() => setPageNo((n) => n - 1)}>
          {t('newer')}
        </button>
      )}
      {open && (
        <section className={styles.fieldset} aria-labelledby={`${id}-diff`}>
          <h3 id={`${id}-diff`}>{t('diffTitle', { id: open.version.id })}</h3>
          {open.changes.length === 0 ? (
            <p>{t('same')}</p>
          ) : (
            <ul className={styles.diff}>
              {open.changes.map((c) => (
                <li key={c.id} data-change={c.change}>
                  <strong>{t(c.change, { kind: kindLabel(c.kind) })}</strong>
                  {c.fields.length > 0 && (
                    <ul>
                      {c.fields.map((f) => (
                        <li key={f.name}>
                          {f.name}: <del>{f.before || '–'}</del> → <ins>{f.after || '–'}</ins>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.row}>
            <a
              className={styles.secondary}
              href={`${window.location.pathname}?v=${open.version.id}&noToolbar`}
              target="_blank"
              rel="noreferrer"
            >
              {t('view', { id: open.version.id })}
            </a>
            <button type="button" className={styles.secondary} onClick={() => void restore(open.version)}>
              {t('restore', { id: open.version.id })}
            </button>
          </div>
        </section>
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
