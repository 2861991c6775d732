import { create } from 'zustand';

/**
 * Which widget on the page is open: opening one closes any other (SPEC 2). A module of its own: the
 * sticky navigation on every page reads it, and importing it from store.ts brought the widget's
 * selection rules and price formatting into every page's first load (issue #19).
 */
export const useOpenWidget = create<{ openId: string | null; setOpenId: (id: string | null) => void }>()((set) => ({
  openId: null,
  setOpenId: (openId) => set({ openId }),
}));

/** SPEC 4 site-level flag widgetOpen: some booking widget on the page is open (the sticky navigation steps aside). */
export const useWidgetOpen = () => useOpenWidget((s) => s.openId !== null);
