'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { layoutOptions, sectionLabels, variantOptions, type SectionLayout } from '@/features/blocks';
import { useEditSession } from './edit-session.client';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

/** A new empty section after the page's others, in the chosen layout (part of the draft). */
export function SectionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (slug: string) => void }) {
  const t = useTranslations('Editor');
  const { locale, addSection } = useEditSession();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [layout, setLayout] = useState<SectionLayout>('100');
  const [variant, setVariant] = useState<(typeof variantOptions)[number]['value']>('default');
  useEffect(() => ref.current?.showModal(), []);
  const create = () => {
    onCreated(addSection(layout, variant));
    ref.current?.close();
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
