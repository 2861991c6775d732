'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { MediaLibraryItem, MediaLibraryPage } from '@/features/media';
import type { Locale } from '@/i18n/config';
import { editorUpload, EditorApiError } from '../../api';
import { useEditSession } from '../edit-session.client';
import styles from './block-form.module.css';

/** Every stored image has a small WebP next to it (lib/media-store.ts). */
const thumbOf = (id: number) => `/media/${id}/small.webp`;

function Upload({ locale, onUploaded }: { locale: Locale; onUploaded: (item: MediaLibraryItem) => void }) {
  const t = useTranslations('Editor.media');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { withLogin } = useEditSession();
  const upload = async () => {
    if (!file) return setError(t('fileRequired'));
    if (!alt.trim()) return setError(t('altRequired'));
    setBusy(true);
    setError(null);
    const data = new FormData();
    data.set('file', file);
    data.set('alt', alt);
    try {
      onUploaded(await withLogin(() => editorUpload<MediaLibraryItem>(`/${locale}/pageeditor-api/media/`, data)));
    } catch (failure) {
      setError(failure instanceof EditorApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={styles.upload}>
      <legend>{t('upload')}</legend>
      <label htmlFor={`${id}-file`}>{t('file')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-alt`}>{t('alt')}</label>
      <input
        id={`${id}-alt`}
        type="text"
        value={alt}
        maxLength={300}
        onChange={(e) => setAlt(e.target.value)}
        aria-describedby={`${id}-alt-hint`}
      />
      <small id={`${id}-alt-hint`}>{t('altHint')}</small>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={styles.secondary} onClick={upload} disabled={busy}>
        {busy ? t('uploading') : t('uploadButton')}
      </button>
    </fieldset>
  );
}

function Library({ locale, onPick }: { locale: Locale; onPick: (item: MediaLibraryItem) => void }) {
  const t = useTranslations('Editor.media');
  const id = useId();
  const [q, setQ] = useState('');
  const [data, setData] = useState<MediaLibraryPage | null>(null);
  const [items, setItems] = useState<MediaLibraryItem[]>([]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/${locale}/pageeditor-api/media/?${new URLSearchParams({ q, page: String(page) })}`, {
        credentials: 'same-origin',
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<MediaLibraryPage>) : null))
        .then((next) => {
          if (!next) return;
          setData(next);
          setItems((previous) => (page === 1 ? next.results : [...previous, ...next.results]));
        })
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, q, page]);
  return (
    <div className={styles.library}>
      <label htmlFor={`${id}-q`}>{t('search')}</label>
      <input
        id={`${id}-q`}
        type="search"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
      />
      <p role="status" className={styles.hint}>
        {data ? t('count', { count: data.count }) : t('loading')}
      </p>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              aria-label={t('pick', { alt: item.alt || item.filename })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- staff-only thumbnails of the library */}
              <img src={item.thumb} alt="" width={120} height={90} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {data && items.length < data.count && (
        <button type="button" className={styles.secondary} onClick={() => setPage((p) => p + 1)}>
          {t('more')}
        </button>
      )}
    </div>
  );
}

/** docs/requirements.md §4 edit modal: an image from the media library or a new upload (alt text required). */
export function MediaField({
  locale,
  value,
  onChange,
  required,
  labelId,
}: {
  locale: Locale;
  value: number | null;
  onChange: (id: number | null) => void;
  required: boolean;
  labelId: string;
}) {
  const t = useTranslations('Editor.media');
  const [open, setOpen] = useState<'library' | 'upload' | null>(null);
  const pick = (item: MediaLibraryItem) => {
    onChange(item.id);
    setOpen(null);
  };
  return (
    <div className={styles.media} role="group" aria-labelledby={labelId}>
      <div className={styles.current}>
        {value ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- staff-only preview */}
            <img src={thumbOf(value)} alt="" width={120} height={90} />
            <span>{t('chosen', { id: value })}</span>
          </>
        ) : (
          <span>{t('none')}</span>
        )}
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.secondary}
          aria-expanded={open === 'library'}
          onClick={() => setOpen(open === 'library' ? null : 'library')}
        >
          {t('choose')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-expanded={open === 'upload'}
          onClick={() => setOpen(open === 'upload' ? null : 'upload')}
        >
          {t('upload')}
        </button>
        {value !== null && !required && (
          <button type="button" className={styles.secondary} onClick={() => onChange(null)}>
            {t('remove')}
          </button>
        )}
      </div>
      {open === 'library' && <Library locale={locale} onPick={pick} />}
      {open === 'upload' && <Upload locale={locale} onUploaded={pick} />}
    </div>
  );
}
