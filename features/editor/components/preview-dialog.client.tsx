'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './toolbar.module.css';

/** Phone, tablet and desktop (docs/requirements.md §2 toolbar preview). */
export const PREVIEW_WIDTHS = [375, 768, 1280] as const;

function previewUrl() {
  const url = new URL(window.location.href);
  url.searchParams.delete('edit');
  url.searchParams.set('noToolbar', '1');
  return `${url.pathname}${url.search}`;
}

/** The page as visitors see it, in a frame of the chosen width (without the toolbar inside). */
export function PreviewDialog({ width, onClose }: { width: number; onClose: () => void }) {
  const t = useTranslations('Editor');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} className={styles.preview} onClose={onClose} aria-label={t('previewWidth', { width })}>
      <div className={styles.dialogHeader}>
        <h2>{t('previewWidth', { width })}</h2>
        <button type="button" className={styles.button} onClick={() => ref.current?.close()}>
          {t('closePreview')}
        </button>
      </div>
      <iframe
        src={previewUrl()}
        title={t('previewWidth', { width })}
        style={{ width: `${width}px` }}
        className={styles.frame}
      />
    </dialog>
  );
}
