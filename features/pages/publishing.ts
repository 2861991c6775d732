import { z } from 'zod';
import { layoutColumns, sectionColumnSchema, sectionSettingsSchema } from '@/features/blocks';
import { sectionSlug } from './schemas';

/**
 * Drafts, publishing and versions (docs/requirements.md §4 and §6): the payloads of the page editor API and what it
 * answers. A draft is the whole page's sections in one language; publishing makes them live.
 */

/** A section as a draft holds it (no id: the slug names it, new sections get a new slug). */
const draftSectionSchema = z
  .object({ slug: sectionSlug, settings: sectionSettingsSchema, columns: z.array(sectionColumnSchema).min(1).max(4) })
  .refine((s) => s.columns.length === layoutColumns[s.settings.layout], {
    message: 'columns: as many as the layout has',
    path: ['columns'],
  });
export type DraftSection = z.output<typeof draftSectionSchema>;

/** The version of the draft a change started from: 0 when there was none yet. */
const revision = z
  .number({ error: 'revision: the draft revision the edit started from (0 for none)' })
  .int()
  .min(0)
  .max(2 ** 31 - 1);

/**
 * PUT /{lang}/pageeditor-api/drafts/{page_id}/: saves the draft. A save over a newer revision is
 * refused (409) unless `force` (the editor's "keep my copy": the other copy stays as a version).
 */
export const draftSaveSchema = z
  .object({
    revision,
    sections: z
      .array(draftSectionSchema)
      .max(40)
      .refine((sections) => new Set(sections.map((s) => s.slug)).size === sections.length, 'sections: every slug once'),
    force: z.boolean().default(false),
  })
  .strict();
export type DraftSave = z.output<typeof draftSaveSchema>;

const instant = z.iso.datetime({ offset: true, error: 'a date and time with offset (ISO 8601)' });

/** POST /{lang}/pageeditor-api/publish/{page_id}/: now (at null) or at a time; the draft of `revision`. */
export const publishSchema = z.object({ revision, at: instant.nullable().default(null) }).strict();
export type PublishInput = z.output<typeof publishSchema>;

/** POST /{lang}/pageeditor-api/unpublish/{page_id}/: take the page offline now or at a time. */
export const unpublishSchema = z.object({ at: instant.nullable().default(null) }).strict();
export type UnpublishInput = z.output<typeof unpublishSchema>;

/** Largest draft body: a page of several full sections fits, a runaway payload does not. */
export const DRAFT_MAX_BYTES = 4 * 1024 * 1024;

export type Author = { id: number; name: string };
export type VersionState = 'draft' | 'published' | 'scheduled';

export type DraftEntity = {
  page_id: number;
  revision: number;
  sections: DraftSection[];
  updated_by: Author | null;
  updated_at: string;
};

export type VersionSummary = {
  id: number;
  created_at: string;
  updated_at: string;
  author: Author | null;
  state: VersionState;
  publish_at: string | null;
};
export type VersionEntity = VersionSummary & { sections: DraftSection[] };

/** Someone else with the page open in edit mode, and since when (docs/requirements.md §4: two editors, one page). */
export type PageEditor = { user: Author; since: string };

/** A block on a published page that points at an event date visitors can no longer go to. */
export type ProgrammeWarning = {
  section: string;
  block_id: string;
  kind: string;
  event_id: number;
  title: string;
  date_start: string;
  reason: 'past' | 'cancelled' | 'sold_out';
};
