'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sectionSettingsSchema, type Block, type BlockKind } from '@/features/blocks';
import type { Locale } from '@/i18n/config';
import type { ContainerEntity, PageEntity } from '@/features/pages';
import { editorWrite, EditorApiError } from '../api';
import type { Place, SectionContent } from '../state/section-content';
import { createSectionStore, isDirty, type SectionStore } from '../state/section-store';

/** Where a new block goes: a section (by slug), a column and a position in it. */
export type Target = Place & { slug: string };

/** The dialogs of edit mode: the block kinds to add, the edit modal of a block, a new section. */
export type EditorDialog =
  | { type: 'add'; target?: Target }
  | { type: 'block'; kind: BlockKind; block?: Block; slug: string; target?: Target }
  | { type: 'section' };

type Session = {
  locale: Locale;
  page: PageEntity;
  stores: SectionStore[];
  /** The section the last focused block belongs to: undo, redo and "add" act there. */
  active: SectionStore | undefined;
  setActive: (slug: string) => void;
  storeOf: (slug: string) => SectionStore | undefined;
  dirty: boolean;
  announce: (text: string) => void;
  announcement: string;
  dialog: EditorDialog | null;
  openDialog: (dialog: EditorDialog | null) => void;
  save: () => Promise<void>;
  /** Runs a write; a 401 (the session expired) opens the login modal and runs it again after logging in. */
  withLogin: <T>(write: () => Promise<T>) => Promise<T>;
  /** Set while the login modal is open: settle it with true (logged in) or false (given up). */
  loginPending: ((loggedIn: boolean) => void) | null;
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

/**
 * SPEC 4: a page without a section gets one when staff first edit it. Until it is saved it exists
 * only here (id 0); the slug stays the same across reloads so its history is kept like any other.
 */
function missingSection(page: PageEntity) {
  return { id: 0, slug: `page-${page.id}-section-1`, version: '', content: { settings: sectionSettingsSchema.parse({}), columns: [{ classes: '', children: [] }] } };
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

/** Saves one changed section: a new one is created (POST), an existing one updated from its version (PATCH). */
async function saveSection(locale: Locale, page: PageEntity, store: SectionStore) {
  const state = store.getState();
  const { settings, columns } = state.content;
  const saved =
    state.id === 0
      ? await editorWrite<ContainerEntity>('POST', `/${locale}/pageeditor-api/container/`, { slug: state.slug, model: 'section', content_type: 'page', object_id: page.id, settings, columns })
      : await editorWrite<ContainerEntity>('PATCH', `/${locale}/pageeditor-api/container/${state.id}/`, { version: state.version, settings, columns });
  state.saved(state.content, saved.updated_at, saved.id);
}

/** The editing of one page: a history per section, the save of every changed section, dialogs, announcements. */
export function EditSession({ locale, page, children }: { locale: Locale; page: PageEntity; children: ReactNode }) {
  const stores = useMemo(
    () =>
      (page.modules.length > 0 ? page.modules.map((s) => ({ id: s.id, slug: s.slug, version: s.updated_at, content: contentOf(s) })) : [missingSection(page)]).map((section) =>
        createSectionStore(locale, section),
      ),
    [locale, page],
  );
  const [activeSlug, setActive] = useState<string | undefined>(page.modules[0]?.slug);
  const [announcement, announce] = useState('');
  const [dialog, openDialog] = useState<EditorDialog | null>(null);
  const dirty = useAnyDirty(stores);

  useEffect(() => {
    // Leaving with unsaved changes: the browser asks (they also stay in the tab's storage).
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const [loginPending, setLoginPending] = useState<((loggedIn: boolean) => void) | null>(null);
  const withLogin = useCallback(async <T,>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof EditorApiError && error.status === 401)) throw error;
      const loggedIn = await new Promise<boolean>((resolve) => setLoginPending(() => resolve));
      setLoginPending(null);
      if (!loggedIn) throw error;
      return write();
    }
  }, []);

  const save = useCallback(async () => {
    for (const store of stores) if (isDirty(store.getState())) await withLogin(() => saveSection(locale, page, store));
  }, [stores, locale, page, withLogin]);

  const value = useMemo<Session>(() => {
    const storeOf = (slug: string) => stores.find((s) => s.getState().slug === slug);
    const active = (activeSlug && storeOf(activeSlug)) || stores[0];
    return { locale, page, stores, active, setActive, storeOf, dirty, announce, announcement, dialog, openDialog, save, withLogin, loginPending };
  }, [locale, page, stores, activeSlug, dirty, announcement, dialog, save, withLogin, loginPending]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
