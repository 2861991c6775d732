import type { DraftEntity, ProgrammeWarning } from '@/features/pages';

/** What the editor loads with a page in edit mode (GET …/drafts/{page_id}/). */
export type DraftState = { draft: DraftEntity | null; schedules: Schedule[]; warnings: ProgrammeWarning[] };
export type Schedule = { id: number; action: 'publish' | 'unpublish'; run_at: string; version_id: number | null };
