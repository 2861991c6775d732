'use client';

import { useEffect, useState } from 'react';

/** A save or error alert of the toolbar (docs/requirements.md §4 / §8); a save alert without text says "saved". */
export type Alert = { kind: 'saved' | 'error'; text?: string };

/** docs/requirements.md §4: save and error alerts hide after 4,000 ms. */
const ALERT_MS = 4000;

/** Survives the reload after saving, so the toolbar can say it worked. */
export const SAVED_FLAG = 'museum-editor:saved';

/**
 * The toolbar's alert, held above the toolbar so it survives edit mode starting after the page
 * loads; after a reload that followed a save, it starts as "saved". It hides itself after ALERT_MS.
 */
export function useAlert() {
  const [alert, setAlert] = useState<Alert | null>(() =>
    sessionStorage.getItem(SAVED_FLAG) ? { kind: 'saved' } : null,
  );
  useEffect(() => sessionStorage.removeItem(SAVED_FLAG), []);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return [alert, setAlert] as const;
}
