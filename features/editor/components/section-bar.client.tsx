'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useStore } from 'zustand';
import { layoutOptions, sectionLabels, variantOptions, type SectionLayout, type SectionSettings } from '@/features/blocks';
import { editorWrite } from '../api';
import { withLayout } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { SAVED_FLAG } from './alerts.client';
import { useEditSession } from './edit-session.client';
import styles from './canvas.module.css';

/** A section's own settings in edit mode: column layout and style (saved with the page), or removing it. */
export function SectionBar({ store, index }: { store: SectionStore; index: number }) {
  const t = useTranslations('Editor');
  const { locale, announce, withLogin } = useEditSession();
  const id = useId();
  const settings = useStore(store, (s) => s.content.settings);
  const sectionId = useStore(store, (s) => s.id);
  const apply = store.getState().apply;
  const remove = async () => {
    if (!window.confirm(t('deleteSectionConfirm', { section: index + 1 }))) return;
    await withLogin(() => editorWrite('DELETE', `/${locale}/pageeditor-api/container/${sectionId}/`));
    store.getState().discard();
    sessionStorage.setItem(SAVED_FLAG, '1');
    window.location.reload();
  };
  return (
    <div className={styles.sectionBar} role="group" aria-label={t('sectionN', { section: index + 1 })}>
      <strong>{t('sectionN', { section: index + 1 })}</strong>
      <label htmlFor={`${id}-layout`}>{sectionLabels.layout[locale]}</label>
      <select
        id={`${id}-layout`}
        value={settings.layout}
        onChange={(e) => {
          apply((content) => withLayout(content, e.target.value as SectionLayout));
          announce(t('layoutChanged', { section: index + 1 }));
        }}
      >
        {layoutOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label[locale]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-variant`}>{sectionLabels.variant[locale]}</label>
      <select id={`${id}-variant`} value={settings.variant} onChange={(e) => apply((content) => ({ ...content, settings: { ...content.settings, variant: e.target.value as SectionSettings['variant'] } }))}>
        {variantOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label[locale]}
          </option>
        ))}
      </select>
      {sectionId !== 0 && (
        <button type="button" onClick={() => void remove().catch(() => announce(t('deleteSectionFailed')))}>
          {t('deleteSection')}
        </button>
      )}
    </div>
  );
}
