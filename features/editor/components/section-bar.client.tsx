'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useStore } from 'zustand';
import {
  layoutOptions,
  sectionLabels,
  variantOptions,
  type SectionLayout,
  type SectionSettings,
} from '@/features/blocks';
import { withLayout } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { useEditSession } from './edit-session.client';
import styles from './canvas.module.css';

/** A section's own settings in edit mode: column layout and style, or removing it (all part of the draft). */
export function SectionBar({ store, index }: { store: SectionStore; index: number }) {
  const t = useTranslations('Editor');
  const { locale, announce, removeSection, stores } = useEditSession();
  const id = useId();
  const settings = useStore(store, (s) => s.content.settings);
  const apply = store.getState().apply;
  const remove = () => {
    if (!window.confirm(t('deleteSectionConfirm', { section: index + 1 }))) return;
    removeSection(store.getState().slug);
    announce(t('sectionDeleted', { section: index + 1 }));
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
      <select
        id={`${id}-variant`}
        value={settings.variant}
        onChange={(e) =>
          apply((content) => ({
            ...content,
            settings: { ...content.settings, variant: e.target.value as SectionSettings['variant'] },
          }))
        }
      >
        {variantOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label[locale]}
          </option>
        ))}
      </select>
      {stores.length > 1 && (
        <button type="button" onClick={remove}>
          {t('deleteSection')}
        </button>
      )}
    </div>
  );
}
