'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { layoutColumns, layoutOptions, sectionLabels, variantOptions, type SectionLayout } from '@/features/blocks';
import { editorWrite, EditorApiError } from '../api';
import { useEditSession } from './edit-session.client';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

/** A new empty section after the page's others, in the chosen layout; the page reloads to show it. */
export function SectionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = useTranslations('Editor');
  const { locale, page, stores, withLogin } = useEditSession();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [layout, setLayout] = useState<SectionLayout>('100');
  const [variant, setVariant] = useState<(typeof variantOptions)[number]['value']>('default');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => ref.current?.showModal(), []);
  const create = async () => {
    setError(null);
    const body = { model: 'section', content_type: 'page', object_id: page.id, settings: { layout, variant }, columns: Array.from({ length: layoutColumns[layout] }, () => ({ classes: '', children: [] })) };
    try {
      // Slugs are unique per language; the position is the page's next.
      await withLogin(() => editorWrite('POST', `/${locale}/pageeditor-api/container/`, { ...body, slug: `page-${page.id}-section-${stores.length + 1}-${Date.now().toString(36)}` }));
      onCreated();
    } catch (failure) {
      setError(failure instanceof EditorApiError ? failure.message : String(failure));
    }
  };
  return (
    <dialog ref={ref} className={dialogStyles.dialog} onClose={onClose} aria-labelledby={`${id}-heading`}>
      <div className={dialogStyles.dialogHeader}>
        <h2 id={`${id}-heading`}>{t('addSection')}</h2>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-layout`}>{sectionLabels.layout[locale]}</label>
        <select id={`${id}-layout`} value={layout} onChange={(e) => setLayout(e.target.value as SectionLayout)}>
          {layoutOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-variant`}>{sectionLabels.variant[locale]}</label>
        <select id={`${id}-variant`} value={variant} onChange={(e) => setVariant(e.target.value as typeof variant)}>
          {variantOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label[locale]}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.button} onClick={() => ref.current?.close()}>
          {t('cancel')}
        </button>
        <button type="button" className={`${dialogStyles.button} ${dialogStyles.primary}`} onClick={create}>
          {t('addSection')}
        </button>
      </div>
    </dialog>
  );
}
