'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  sectionSettingsSchema,
  type Block,
  type BlockKind,
  type SectionLayout,
  type SectionSettings,
} from '@/features/blocks';
import type { Locale } from '@/i18n/config';
import type { DraftEntity, DraftSection, PageEditor, PageEntity } from '@/features/pages';
import { editorWrite, EditorApiError } from '../api';
import { withLayout, type Place, type SectionContent } from '../state/section-content';
import { createSectionStore, forgetSection, isDirty, type SectionStore } from '../state/section-store';
import { draftContentOf, shownSaveKind } from '../state/draft-payload';
import { createPendingFields } from '../state/pending-fields';
import type { DraftState } from '../types';

/** Where a new block goes: a section (by slug), a column and a position in it. */
export type Target = Place & { slug: string };

/** The dialogs of edit mode: the block kinds to add, the edit modal of a block, a new section, publishing, versions. */
export type EditorDialog =
  | { type: 'add'; target?: Target }
  | { type: 'block'; kind: BlockKind; block?: Block; slug: string; target?: Target }
  | { type: 'section' }
  | { type: 'publish' }
  | { type: 'versions' };

/** docs/requirements.md §4 save state: saved, saving, not saved; conflict when someone else saved a newer draft. */
export type SaveState =
  | { kind: 'saved' | 'saving' | 'unsaved' }
  | { kind: 'conflict'; by: string | null; at: string | null }
  | { kind: 'error'; error: unknown };

/** Every field saves this long after typing stops (as Payload CMS's autosave does). */
const AUTOSAVE_MS = 800;
const RETRY_MS = 10_000;

type Session = {
  locale: Locale;
  page: PageEntity;
  stores: SectionStore[];
  /** The section the last focused block belongs to: undo, redo and "add" act there. */
  active: SectionStore | undefined;
  setActive: (slug: string) => void;
  storeOf: (slug: string) => SectionStore | undefined;
  addSection: (layout: SectionLayout, variant: SectionSettings['variant']) => string;
  removeSection: (slug: string) => void;
  save: SaveState;
  /**
   * Saves the draft now (with what is being typed) and answers its revision; force keeps this copy over
   * a newer one (the other stays a version); keepalive lets the save outlive the page (pagehide).
   */
  saveDraft: (force?: boolean, keepalive?: boolean) => Promise<number>;
  /** A field's newest value while staff type: `commit` puts it into the draft; it is saved a moment after typing stops. */
  fieldChanged: (key: string, commit: () => void) => void;
  /** Forgets what a field had pending (its modal was cancelled). */
  fieldDropped: (key: string) => void;
  /** Typing left a field: what it holds goes into the draft and is saved now. */
  fieldDone: () => void;
  announce: (text: string) => void;
  announcement: string;
  dialog: EditorDialog | null;
  openDialog: (dialog: EditorDialog | null) => void;
  others: PageEditor[];
  /** What the editor loaded with the page: the draft, what is scheduled, programme warnings. */
  state: DraftState;
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

/** Stored columns hold raw blocks; the editor works on parsed ones. */
function contentOf(section: DraftSection): SectionContent {
  return {
    settings: sectionSettingsSchema.parse(section.settings),
    columns: section.columns.map((column) => ({ classes: column.classes, children: column.children as Block[] })),
  };
}

/**
 * What the session starts from: the draft if there is one, else the live sections. docs/requirements.md §4: a page
 * without a section gets one when staff first edit it (it is saved with the draft).
 */
function startSections(page: PageEntity, draft: DraftEntity | null): DraftSection[] {
  const sections =
    draft?.sections ??
    (page.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns })) as DraftSection[]);
  return sections.length > 0
    ? sections
    : [
        {
          slug: `page-${page.id}-section-1`,
          settings: sectionSettingsSchema.parse({}),
          columns: [{ classes: '', children: [] }],
        },
      ];
}

function useAnyDirty(stores: SectionStore[], structureChanged: boolean) {
  const subscribe = useCallback(
    (notify: () => void) => {
      const offs = stores.map((store) => store.subscribe(notify));
      return () => offs.forEach((off) => off());
    },
    [stores],
  );
  const contentDirty = useSyncExternalStore(
    subscribe,
    () => stores.some((store) => isDirty(store.getState())),
    () => false,
  );
  return contentDirty || structureChanged;
}

/** Heartbeats while the page is open in edit mode; answers who else has it open (docs/requirements.md §4). */
function usePresence(locale: Locale, pageId: number) {
  const [others, setOthers] = useState<PageEditor[]>([]);
  useEffect(() => {
    const url = `/${locale}/pageeditor-api/editors/${pageId}/`;
    const beat = () =>
      editorWrite<{ others: PageEditor[] }>('POST', url)
        .then((res) => setOthers(res.others))
        .catch(() => undefined);
    beat();
    const timer = setInterval(beat, 20_000);
    return () => {
      clearInterval(timer);
      void editorWrite('DELETE', url).catch(() => undefined);
    };
  }, [locale, pageId]);
  return others;
}

/** The editing of one page: a history per section, the draft saved on its own, dialogs, announcements. */
export function EditSession({
  locale,
  page,
  state,
  children,
}: {
  locale: Locale;
  page: PageEntity;
  state: DraftState;
  children: ReactNode;
}) {
  const draft = state.draft;
  const revisionRef = useRef(draft?.revision ?? 0);
  const [stores, setStores] = useState(() =>
    startSections(page, draft).map((s) =>
      createSectionStore(locale, { slug: s.slug, version: String(draft?.revision ?? 0), content: contentOf(s) }),
    ),
  );
  // Sections added or removed since the last save (their contents' changes are in the stores).
  const [structureChanged, setStructureChanged] = useState(() => draft === null && page.modules.length === 0);
  const [activeSlug, setActive] = useState<string | undefined>(undefined);
  const [announcement, announce] = useState('');
  const [dialog, openDialog] = useState<EditorDialog | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  // Something typed that the draft has not taken yet (it is, a moment after typing stops).
  const [typing, setTyping] = useState(false);
  const dirty = useAnyDirty(stores, structureChanged);
  const others = usePresence(locale, page.id);

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

  const storesRef = useRef(stores);
  const structureRef = useRef(structureChanged);
  const saveRef = useRef(save);
  useEffect(() => {
    storesRef.current = stores;
    structureRef.current = structureChanged;
    saveRef.current = save;
  }, [stores, structureChanged, save]);
  // One timer for every field of every block: AUTOSAVE_MS after the last keystroke anywhere, all that
  // was typed goes into the draft and the draft is saved (its idle step is set below, once saveDraft exists).
  const [fields] = useState(() => createPendingFields(AUTOSAVE_MS));
  useEffect(() => () => fields.dispose(), [fields]);
  const flushFields = useCallback(() => {
    const had = fields.flush();
    setTyping(false);
    return had;
  }, [fields]);
  const saving = useRef<Promise<number> | null>(null);
  const saveDraft = useCallback(
    async (force = false, keepalive = false): Promise<number> => {
      flushFields();
      // One save at a time; a change during a save is saved by the next one.
      while (saving.current) await saving.current.catch(() => undefined);
      flushFields();
      const current = storesRef.current;
      const edited = current.map((s) => s.getState().content);
      const sections = current.map((s, i) => ({ slug: s.getState().slug, ...draftContentOf(edited[i]) }));
      setSave({ kind: 'saving' });
      const run = withLogin(() =>
        editorWrite<DraftEntity>(
          'PUT',
          `/${locale}/pageeditor-api/drafts/${page.id}/`,
          { revision: revisionRef.current, sections, force },
          { keepalive },
        ),
      )
        .then((saved) => {
          revisionRef.current = saved.revision;
          // The sections as edited count as saved (a blank new headline is left out of the draft, not the page).
          current.forEach((store, i) => store.getState().saved(edited[i], String(saved.revision)));
          setStructureChanged(false);
          setSave({ kind: 'saved' });
          return saved.revision;
        })
        .catch((error: unknown) => {
          if (error instanceof EditorApiError && error.status === 409) {
            const detail = error.fields as unknown as { updated_by?: { name: string } | null; updated_at?: string };
            setSave({ kind: 'conflict', by: detail?.updated_by?.name ?? null, at: detail?.updated_at ?? null });
          } else setSave({ kind: 'error', error });
          throw error;
        });
      saving.current = run;
      try {
        return await run;
      } finally {
        saving.current = null;
      }
    },
    [locale, page.id, withLogin, flushFields],
  );
  const anyDirty = useCallback(
    () => structureRef.current || storesRef.current.some((store) => isDirty(store.getState())),
    [],
  );
  useEffect(
    () =>
      fields.setIdle(() => {
        flushFields();
        if (anyDirty() && saveRef.current.kind !== 'conflict') void saveDraft().catch(() => undefined);
      }),
    [fields, flushFields, anyDirty, saveDraft],
  );
  const fieldChanged = useCallback(
    (key: string, commit: () => void) => {
      fields.change(key, commit);
      setTyping(true);
    },
    [fields],
  );
  const fieldDropped = useCallback(
    (key: string) => {
      fields.drop(key);
      if (fields.size === 0) setTyping(false);
    },
    [fields],
  );
  const fieldDone = useCallback(() => fields.idleNow(), [fields]);

  useEffect(() => {
    // Autosave: the draft is saved AUTOSAVE_MS after the last change; a conflict waits for a decision,
    // a failed save is tried again after a pause (the changes stay on the page and in the tab meanwhile).
    if (!dirty || save.kind === 'conflict' || save.kind === 'saving') return;
    const timer = setTimeout(
      () => void saveDraft().catch(() => undefined),
      save.kind === 'error' ? RETRY_MS : AUTOSAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [dirty, save.kind, saveDraft, stores]);

  const pending = dirty || typing || save.kind === 'saving';
  useEffect(() => {
    // Leaving with unsaved changes or a save under way: the browser asks (changes also stay in the tab's storage).
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  useEffect(() => {
    // The tab is hidden or closed: what was typed is saved at once, by a request that outlives the page.
    const leave = () => {
      flushFields();
      if (anyDirty() && saveRef.current.kind !== 'conflict') void saveDraft(false, true).catch(() => undefined);
    };
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [flushFields, anyDirty, saveDraft]);

  const addSection = useCallback(
    (layout: SectionLayout, variant: SectionSettings['variant']) => {
      const slug = `page-${page.id}-section-${Date.now().toString(36)}`;
      const empty: SectionContent = {
        settings: { ...sectionSettingsSchema.parse({}), variant },
        columns: [{ classes: '', children: [] }],
      };
      setStores((list) => [
        ...list,
        createSectionStore(locale, { slug, version: String(revisionRef.current), content: withLayout(empty, layout) }),
      ]);
      setStructureChanged(true);
      return slug;
    },
    [locale, page.id],
  );
  const removeSection = useCallback(
    (slug: string) => {
      forgetSection(locale, slug);
      setStores((list) => list.filter((s) => s.getState().slug !== slug));
      setStructureChanged(true);
    },
    [locale],
  );

  const value = useMemo<Session>(() => {
    const storeOf = (slug: string) => stores.find((s) => s.getState().slug === slug);
    const active = (activeSlug && storeOf(activeSlug)) || stores[0];
    return {
      locale,
      page,
      state,
      stores,
      active,
      setActive,
      storeOf,
      addSection,
      removeSection,
      save: shownSaveKind(save.kind, { typing, dirty }) === 'unsaved' ? { kind: 'unsaved' } : save,
      saveDraft,
      fieldChanged,
      fieldDropped,
      fieldDone,
      announce,
      announcement,
      dialog,
      openDialog,
      others,
      withLogin,
      loginPending,
    };
  }, [
    locale,
    page,
    state,
    stores,
    activeSlug,
    addSection,
    removeSection,
    dirty,
    typing,
    save,
    saveDraft,
    fieldChanged,
    fieldDropped,
    fieldDone,
    announcement,
    dialog,
    others,
    withLogin,
    loginPending,
  ]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
