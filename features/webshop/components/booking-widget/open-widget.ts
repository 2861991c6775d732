import { useSyncExternalStore } from 'react';

/*
 * Which widget on the page is open: opening one closes any other (docs/requirements.md §2). A module of its own: the
 * sticky navigation on every page reads it, and importing it from store.ts brought the widget's
 * selection rules and price formatting into every page's first load (issue #19). One value and its
 * listeners, not a zustand store: zustand was in every page's first load for this alone.
 */
let openId: string | null = null;
const listeners = new Set<() => void>();

export const openWidget = {
  get: () => openId,
  set(id: string | null) {
    if (id === openId) return;
    openId = id;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The open widget's id (null while none is, and on the server). */
export const useOpenWidgetId = () => useSyncExternalStore(openWidget.subscribe, openWidget.get, () => null);

/** docs/requirements.md §4 site-level flag widgetOpen: some booking widget on the page is open (the sticky navigation steps aside). */
export const useWidgetOpen = () => useOpenWidgetId() !== null;
