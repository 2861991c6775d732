import { z } from 'zod';
import { layoutColumns, sectionColumnSchema, sectionSettingsSchema } from '@/features/blocks';
import { MAX_ID } from '@/lib/params';

/** A section slug: what GET …/container/by-slug/{slug} looks up. */
export const sectionSlug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'slug: letters, digits, - and _ only');

const columnsMatchLayout = (s: { settings: { layout: keyof typeof layoutColumns }; columns: unknown[] }) =>
  s.columns.length === layoutColumns[s.settings.layout];
const columnsMessage = {
  message: 'columns: as many as the layout has (100: 1; 67-33, 33-67, 50-50: 2; 33-33-33, 25-50-25: 3)',
  path: ['columns'],
};

/**
 * POST /{lang}/pageeditor-api/container/ (docs/requirements.md §7: model fields, parent null, content_type, object_id,
 * slug). content_type 'page' with object_id attaches the section to that page, after its others.
 */
export const sectionCreateSchema = z
  .object({
    slug: sectionSlug,
    /** 'section' (a page section) or 'container' (the model name of docs/requirements.md §7); both render as a section. */
    model: z.enum(['section', 'container']).default('section'),
    parent: z.null().default(null),
    content_type: z
      .string()
      .max(50)
      .regex(/^[a-z_]+$/, 'content_type: lower-case letters and _')
      .nullable()
      .default(null),
    object_id: z.number().int().min(1).max(MAX_ID).nullable().default(null),
    settings: sectionSettingsSchema.prefault({}),
    columns: z
      .array(sectionColumnSchema)
      .min(1)
      .max(4)
      .default([{ classes: '', children: [] }]),
  })
  .strict()
  .refine(columnsMatchLayout, columnsMessage)
  .refine((s) => s.content_type !== 'page' || s.object_id !== null, {
    message: 'object_id: the page the section belongs to',
    path: ['object_id'],
  });
export type SectionCreate = z.output<typeof sectionCreateSchema>;

/**
 * PATCH /{lang}/pageeditor-api/container/{id}/: the whole content of the section and the version
 * (updated_at) the edit started from; a section changed since then is refused (409).
 */
export const sectionUpdateSchema = z
  .object({
    version: z.iso.datetime({ offset: true, error: 'version: the updated_at of the section the edit started from' }),
    settings: sectionSettingsSchema,
    columns: z.array(sectionColumnSchema).min(1).max(4),
  })
  .strict()
  .refine(columnsMatchLayout, columnsMessage);
export type SectionUpdate = z.output<typeof sectionUpdateSchema>;

/** Largest section body the editor may send: 200 blocks of ordinary size fit, a runaway payload does not. */
export const SECTION_MAX_BYTES = 2 * 1024 * 1024;

const text = (max: number) => z.string().trim().max(max);

/**
 * PATCH /{lang}/pageeditor-api/page-settings/{id}/: the page settings of the toolbar (docs/requirements.md §3 page
 * fields). Texts and the path are those of the request's language; send only what changes.
 */
export const pageSettingsSchema = z
  .object({
    title: text(200).min(1, 'title is required'),
    headline: text(300),
    /** The page's path in this language without the language prefix: '/besuch/anreise', '' for home. */
    path: z
      .string()
      .trim()
      .max(512)
      .regex(
        /^(\/[\p{L}\p{N}][\p{L}\p{N}._~-]*)*$/u,
        'path: segments of letters, digits, . _ ~ and - after a /, or empty for the home page',
      ),
    meta_title: text(200),
    meta_description: text(500),
    og_title: text(200),
    og_description: text(500),
    og_image: z.number().int().min(1).max(MAX_ID).nullable(),
    is_online: z.boolean(),
    is_clickable: z.boolean(),
    in_menu: z.boolean(),
    in_footer: z.boolean(),
    parent: z.number().int().min(1).max(MAX_ID).nullable(),
  })
  .partial()
  .strict();
export type PageSettings = z.output<typeof pageSettingsSchema>;
