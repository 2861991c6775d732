'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { Block } from '@/features/blocks';
import { findBlock } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { BlockFrame } from './block-frame.client';
import { EditorDialogs } from './editor-dialogs.client';
import { useEditSession } from './edit-session.client';
import { SectionBar } from './section-bar.client';
import { SectionDnd, SortableColumn } from './section-dnd.client';
import styles from './canvas.module.css';

type Host = {
  host: HTMLElement;
  section: HTMLElement;
  inner: HTMLElement | null;
  created: boolean;
  snapshots: Map<string, string>;
};

/** A section the page does not show (new in the draft, docs/requirements.md §4): an empty one at the end of the page's content. */
function createSectionElement(slug: string): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main#content');
  if (!main) return null;
  const section = document.createElement('section');
  section.className = 'section section--100';
  section.dataset.slug = slug;
  main.append(section);
  return section;
}

/**
 * Edit mode takes over a section of the page in place: the server's column wrapper is hidden and a
 * twin with the same classes (so the same grid) holds the editable blocks. Each block's own
 * rendering is captured first, to show it unchanged until it is edited.
 */
function mountHost(slug: string): Host | null {
  const existing = document.querySelector<HTMLElement>(`section[data-slug="${CSS.escape(slug)}"]`);
  const section = existing ?? createSectionElement(slug);
  if (!section) return null;
  const inner = section.querySelector<HTMLElement>(':scope > .section__inner');
  const snapshots = new Map<string, string>();
  for (const slot of inner?.querySelectorAll<HTMLElement>('[data-block-id]') ?? [])
    snapshots.set(slot.dataset.blockId ?? '', slot.innerHTML);
  const host = document.createElement('div');
  host.className = inner?.className ?? 'section__inner';
  host.dataset.editorHost = '';
  if (inner) {
    // Not the hidden attribute: the grid's display rule would win over it.
    inner.style.display = 'none';
    inner.after(host);
  } else section.append(host);
  return { host, section, inner, created: !existing, snapshots };
}

function unmountHost({ host, section, inner, created }: Host) {
  host.remove();
  if (created) section.remove();
  if (inner) inner.style.display = '';
}

function SectionCanvas({
  store,
  index,
  snapshots,
  host,
}: {
  store: SectionStore;
  index: number;
  snapshots: Map<string, string>;
  host: HTMLElement;
}) {
  const t = useTranslations('Editor');
  const { openDialog } = useEditSession();
  const content = useStore(store, (s) => s.content);
  const base = useStore(store, (s) => s.base);
  const slug = useStore(store, (s) => s.slug);
  const layout = content.settings.layout;
  useEffect(() => {
    // The grid is the section's class (section--67-33 …): follow the layout being edited.
    const section = host.parentElement;
    if (!section) return;
    const previous = [...section.classList].find((c) => c.startsWith('section--'));
    if (previous) section.classList.remove(previous);
    section.classList.add(`section--${layout}`);
  }, [host, layout]);
  const unchanged = (block: Block) => {
    const place = findBlock(base, block.id);
    return place !== null && JSON.stringify(base.columns[place.column].children[place.index]) === JSON.stringify(block);
  };
  return (
    <>
      <SectionBar store={store} index={index} />
      <SectionDnd store={store}>
        {content.columns.map((column, c) => (
          <SortableColumn
            key={c}
            column={c}
            ids={column.children.map((b) => b.id)}
            className={`section__column ${column.classes}`.trim()}
            label={t('place', { section: index + 1, column: c + 1 })}
          >
            {column.children.map((block) => (
              <BlockFrame
                key={block.id}
                store={store}
                block={block}
                snapshot={snapshots.get(block.id)}
                unchanged={unchanged(block)}
              />
            ))}
            {column.children.length === 0 && <p className={styles.empty}>{t('emptyColumn')}</p>}
            <button
              type="button"
              className={styles.addHere}
              onClick={() => openDialog({ type: 'add', target: { slug, column: c, index: column.children.length } })}
            >
              {t('addHere', { section: index + 1, column: c + 1 })}
            </button>
          </SortableColumn>
        ))}
      </SectionDnd>
    </>
  );
}

/** A section's editable twin, mounted into the page's DOM while the section is part of the session. */
function SectionPortal({ store, index }: { store: SectionStore; index: number }) {
  const slug = store.getState().slug;
  // Client-only (the editor loads with ssr: false): the page's DOM is there on the first render.
  const [host] = useState(() => mountHost(slug));
  useEffect(
    () => () => {
      if (host) unmountHost(host);
    },
    [host],
  );
  return host
    ? createPortal(<SectionCanvas store={store} index={index} snapshots={host.snapshots} host={host.host} />, host.host)
    : null;
}

export function EditCanvas() {
  const { stores, announcement } = useEditSession();
  const slugs = stores.map((s) => s.getState().slug).join('\n');
  useEffect(() => {
    // Sections the draft removed stay hidden until the editor closes.
    const kept = new Set(slugs.split('\n'));
    const sections = [...document.querySelectorAll<HTMLElement>('main#content > section[data-slug]')];
    for (const section of sections) section.style.display = kept.has(section.dataset.slug ?? '') ? '' : 'none';
    return () => sections.forEach((section) => (section.style.display = ''));
  }, [slugs]);
  return (
    <>
      {stores.map((store, index) => (
        <SectionPortal key={store.getState().slug} store={store} index={index} />
      ))}
      <EditorDialogs />
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
    </>
  );
}
