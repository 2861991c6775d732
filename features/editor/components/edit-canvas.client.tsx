'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { Block } from '@/features/blocks';
import { findBlock } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { BlockFrame } from './block-frame.client';
import { useEditSession } from './edit-session.client';
import styles from './canvas.module.css';

type Host = { store: SectionStore; host: HTMLElement; inner: HTMLElement; snapshots: Map<string, string> };

/**
 * Edit mode takes over each section of the page in place: the server's column wrapper is hidden
 * and a twin with the same classes (so the same grid) holds the editable blocks. Each block's own
 * rendering is captured first, to show it unchanged until it is edited.
 */
function mountHosts(stores: SectionStore[]): Host[] {
  return stores.flatMap((store) => {
    const section = document.querySelector<HTMLElement>(`section[data-slug="${CSS.escape(store.getState().slug)}"]`);
    const inner = section?.querySelector<HTMLElement>(':scope > .section__inner');
    if (!section || !inner) return [];
    const snapshots = new Map<string, string>();
    for (const slot of inner.querySelectorAll<HTMLElement>('[data-block-id]')) snapshots.set(slot.dataset.blockId ?? '', slot.innerHTML);
    const host = document.createElement('div');
    host.className = inner.className;
    host.dataset.editorHost = '';
    inner.hidden = true;
    inner.after(host);
    return [{ store, host, inner, snapshots }];
  });
}

function SectionCanvas({ store, snapshots }: { store: SectionStore; snapshots: Map<string, string> }) {
  const t = useTranslations('Editor');
  const content = useStore(store, (s) => s.content);
  const base = useStore(store, (s) => s.base);
  const unchanged = (block: Block) => {
    const place = findBlock(base, block.id);
    return place !== null && JSON.stringify(base.columns[place.column].children[place.index]) === JSON.stringify(block);
  };
  return content.columns.map((column, index) => (
    <div key={index} className={`section__column ${column.classes}`.trim()} data-column={index}>
      {column.children.map((block) => (
        <BlockFrame key={block.id} store={store} block={block} snapshot={snapshots.get(block.id)} unchanged={unchanged(block)} />
      ))}
      {column.children.length === 0 && <p className={styles.empty}>{t('emptyColumn')}</p>}
    </div>
  ));
}

export function EditCanvas() {
  const { stores, announcement } = useEditSession();
  // Client-only (the editor loads with ssr: false): the page's DOM is there on the first render.
  const [hosts] = useState(() => mountHosts(stores));
  useEffect(
    () => () => {
      for (const { host, inner } of hosts) {
        host.remove();
        inner.hidden = false;
      }
    },
    [hosts],
  );
  return (
    <>
      {hosts.map(({ store, host, snapshots }) => createPortal(<SectionCanvas store={store} snapshots={snapshots} />, host, store.getState().slug))}
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
    </>
  );
}
