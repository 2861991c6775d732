import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { SectionContent } from './section-content';

/**
 * The section as saved (base, version) and as edited (content); only content has a history.
 * id 0: a section the page does not have yet, created when it is first saved (SPEC 4).
 */
export type SectionState = {
  slug: string;
  id: number;
  version: string;
  base: SectionContent;
  content: SectionContent;
  apply: (change: (content: SectionContent) => SectionContent) => void;
  saved: (content: SectionContent, version: string, id: number) => void;
  discard: () => void;
};

type Stored = { version: string; content: SectionContent; past: { content: SectionContent }[]; future: { content: SectionContent }[] };

/** SPEC 4: backups per section slug; kept in the tab across reloads until saved or discarded. */
const storageKey = (locale: string, slug: string) => `museum-editor:${locale}:${slug}`;

function readStored(locale: string, slug: string, version: string): Stored | null {
  try {
    const raw = sessionStorage.getItem(storageKey(locale, slug));
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    // A backup of an older version belongs to content someone has saved over since: not restored.
    return stored && stored.version === version ? stored : null;
  } catch {
    return null;
  }
}

export const isDirty = (state: Pick<SectionState, 'base' | 'content'>) => JSON.stringify(state.base) !== JSON.stringify(state.content);

export function createSectionStore(locale: string, section: { id: number; slug: string; version: string; content: SectionContent }) {
  const stored = readStored(locale, section.slug, section.version);
  const store = createStore<SectionState>()(
    temporal(
      (set, get) => ({
        slug: section.slug,
        id: section.id,
        version: section.version,
        base: section.content,
        content: stored?.content ?? section.content,
        apply: (change) => set({ content: change(get().content) }),
        saved: (content, version, id) => {
          set({ base: content, content, version, id });
          store.temporal.getState().clear();
        },
        discard: () => {
          set({ content: get().base });
          store.temporal.getState().clear();
        },
      }),
      { partialize: (state) => ({ content: state.content }), limit: 100, pastStates: stored?.past ?? [], futureStates: stored?.future ?? [] },
    ),
  );
  const persist = () => {
    const state = store.getState();
    const { pastStates, futureStates } = store.temporal.getState();
    try {
      if (!isDirty(state) && pastStates.length === 0) sessionStorage.removeItem(storageKey(locale, section.slug));
      else sessionStorage.setItem(storageKey(locale, section.slug), JSON.stringify({ version: state.version, content: state.content, past: pastStates, future: futureStates }));
    } catch {
      // Storage full or blocked: the history stays in memory for this page view.
    }
  };
  store.subscribe(persist);
  store.temporal.subscribe(persist);
  return store;
}

export type SectionStore = ReturnType<typeof createSectionStore>;
