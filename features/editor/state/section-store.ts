import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { SectionContent } from './section-content';

/**
 * A section of the page's draft as saved (base, and the draft revision as version) and as edited
 * (content); only content has a history, which outlives saves (autosave) until the page is left.
 */
export type SectionState = {
  slug: string;
  version: string;
  base: SectionContent;
  content: SectionContent;
  apply: (change: (content: SectionContent) => SectionContent) => void;
  saved: (content: SectionContent, version: string) => void;
};

type Stored = {
  version: string;
  content: SectionContent;
  past: { content: SectionContent }[];
  future: { content: SectionContent }[];
};

/** docs/requirements.md §4: backups per section slug; kept in the tab across reloads until saved or discarded. */
const storageKey = (locale: string, slug: string) => `museum-editor:${locale}:${slug}`;

function readStored(locale: string, slug: string, version: string, content: SectionContent): Stored | null {
  try {
    const raw = sessionStorage.getItem(storageKey(locale, slug));
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    if (!stored) return null;
    if (stored.version === version) return stored;
    // A save sent as the page was left (pagehide) reaches the server without its answer reaching the tab:
    // the server then holds exactly the backup's content under a newer version, and the history still applies.
    // Any other newer version is content someone has saved over since: not restored.
    return JSON.stringify(stored.content) === JSON.stringify(content) ? { ...stored, version } : null;
  } catch {
    return null;
  }
}

export const isDirty = (state: Pick<SectionState, 'base' | 'content'>) =>
  JSON.stringify(state.base) !== JSON.stringify(state.content);

/** A removed section's backup goes too. */
export function forgetSection(locale: string, slug: string) {
  try {
    sessionStorage.removeItem(storageKey(locale, slug));
  } catch {
    // Storage blocked: nothing kept.
  }
}

export function createSectionStore(
  locale: string,
  section: { slug: string; version: string; content: SectionContent },
) {
  const stored = readStored(locale, section.slug, section.version, section.content);
  const store = createStore<SectionState>()(
    temporal(
      (set, get) => ({
        slug: section.slug,
        version: section.version,
        base: section.content,
        content: stored?.content ?? section.content,
        apply: (change) => set({ content: change(get().content) }),
        // Saved as the draft: the history stays, so undo still reaches back past an autosave.
        saved: (content, version) => set({ base: content, version }),
      }),
      {
        partialize: (state) => ({ content: state.content }),
        equality: (a, b) => a.content === b.content,
        limit: 100,
        pastStates: stored?.past ?? [],
        futureStates: stored?.future ?? [],
      },
    ),
  );
  const persist = () => {
    const state = store.getState();
    const { pastStates, futureStates } = store.temporal.getState();
    try {
      if (!isDirty(state) && pastStates.length === 0) sessionStorage.removeItem(storageKey(locale, section.slug));
      else
        sessionStorage.setItem(
          storageKey(locale, section.slug),
          JSON.stringify({ version: state.version, content: state.content, past: pastStates, future: futureStates }),
        );
    } catch {
      // Storage full or blocked: the history stays in memory for this page view.
    }
  };
  store.subscribe(persist);
  store.temporal.subscribe(persist);
  return store;
}

export type SectionStore = ReturnType<typeof createSectionStore>;
