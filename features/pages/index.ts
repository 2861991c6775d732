export * from './types';
export { normalizePagePath } from './path';
export {
  SECTION_MAX_BYTES,
  pageSettingsSchema,
  sectionCreateSchema,
  sectionUpdateSchema,
  type PageSettings,
} from './schemas';
export {
  DRAFT_MAX_BYTES,
  draftSaveSchema,
  publishSchema,
  unpublishSchema,
  type DraftEntity,
  type DraftSection,
  type PageEditor,
  type ProgrammeWarning,
  type VersionEntity,
  type VersionSummary,
} from './publishing';
export { navigationResourceSchema, pageResourceSchema } from './resource-schemas';
