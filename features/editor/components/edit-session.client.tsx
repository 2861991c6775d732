'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sectionSettingsSchema, type Block } from '@/features/blocks';
import type { Locale } from '@/i18n/config';
import type { ContainerEntity, PageEntity } from '@/features/pages';
import { editorWrite } from '../api';
import type { SectionContent } from '../state/section-content';
import { createSectionStore, isDirty, type SectionStore } from '../state/section-store';

type Session = {
  locale: Locale;
  stores: SectionStore[];
  /** The section the last focused block belongs to: undo, redo and "add" act there. */
  active: SectionStore | undefined;
  setActive: (slug: string) => void;
  dirty: boolean;
  announce: (text: string) => void;
  announcement: string;
  save: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export function useEditSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useEditSession outside EditSession');
  return session;
}

/** Stored columns hold raw blocks; the editor works on parsed ones (invalid blocks are left out of the edit). */
function contentOf(section: ContainerEntity): SectionContent {
  return {
    settings: sectionSettingsSchema.parse(section.settings),
    columns: section.columns.map((column) => ({ classes: column.classes, children: column.children as Block[] })),
  };
}

function useAnyDirty(stores: SectionStore[]) {
  const subscribe = useCallback(
    (notify: () => void) => {
      const offs = stores.map((store) => store.subscribe(notify));
      return () => offs.forEach((off) => off());
    },
    [stores],
  );
  return useSyncExternalStore(
    subscribe,
    () => stores.some((store) => isDirty(store.getState())),
    () => false,
  );
}

/** The editing of one page: a history per section, the save of every changed section, announcements. */
export function EditSession({ locale, page, children }: { locale: Locale; page: PageEntity; children: ReactNode }) {
  const stores = useMemo(
    () => page.modules.map((section) => createSectionStore(locale, { id: section.id, slug: section.slug, version: section.updated_at, content: contentOf(section) })),
    [locale, page],
  );
  const [activeSlug, setActive] = useState<string | undefined>(page.modules[0]?.slug);
  const [announcement, announce] = useState('');
  const dirty = useAnyDirty(stores);

  useEffect(() => {
    // Leaving with unsaved changes: the browser asks (they also stay in the tab's storage).
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(async () => {
    for (const store of stores) {
      const state = store.getState();
      if (!isDirty(state)) continue;
      const saved = await editorWrite<ContainerEntity>('PATCH', `/${locale}/pageeditor-api/container/${state.id}/`, { version: state.version, ...state.content });
      state.saved(state.content, saved.updated_at);
    }
  }, [stores, locale]);

  const value = useMemo<Session>(
    () => ({ locale, stores, active: stores.find((s) => s.getState().slug === activeSlug), setActive, dirty, announce, announcement, save }),
    [locale, stores, activeSlug, dirty, announcement, save],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
