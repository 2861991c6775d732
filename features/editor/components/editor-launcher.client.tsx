'use client';

import { clientOnly } from '@/components/client-only.client';
import { useUser } from '@/features/site/client';
import type { Locale } from '@/i18n/config';

// Its own chunk: only requested once staff are recognised, never by anonymous visitors.
const EditorRoot = clientOnly(() => import('./editor-root.client').then((m) => m.EditorRoot));

/**
 * The page editor's toolbar for logged-in staff (docs/requirements.md §6), unless `noToolbar` is in the query (the
 * preview frames use it). Renders nothing for everyone else.
 */
export function EditorLauncher({ locale }: { locale: Locale }) {
  const { staff } = useUser();
  // Staff are recognised after the page has hydrated, so the address can be read here directly
  // (useQueryFlag, which also serves the hydration, stays out of every visitor's first load).
  if (!staff || new URLSearchParams(window.location.search).has('noToolbar')) return null;
  return <EditorRoot locale={locale} />;
}
