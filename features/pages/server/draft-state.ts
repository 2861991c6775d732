import 'server-only';
import type { Locale } from '@/i18n/config';
import { notFound } from '@/lib/api/errors';
import { liveSections, readDraft } from './drafts';
import { readPageById } from './pages';
import { pendingSchedules } from './publish';
import { programmeWarnings } from './warnings';

/** What the editor loads with a page: its draft (if any), what is scheduled, and programme warnings. */
export async function draftState(pageId: number, locale: Locale) {
  const [page, draft, schedules] = await Promise.all([
    readPageById(locale, pageId),
    readDraft(pageId, locale),
    pendingSchedules(pageId, locale),
  ]);
  if (!page) throw notFound('Page');
  const warnings = await programmeWarnings(draft?.sections ?? liveSections(page), locale);
  return { draft, schedules, warnings };
}
