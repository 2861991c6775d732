export * from './types';
export { normalizePagePath, withLocale, MAX_PATH_LENGTH } from './path';
export {
  SECTION_MAX_BYTES,
  pageSettingsSchema,
  sectionCreateSchema,
  sectionSlug,
  sectionUpdateSchema,
  type PageSettings,
  type SectionCreate,
  type SectionUpdate,
} from './schemas';
export {
  DRAFT_MAX_BYTES,
  draftSaveSchema,
  draftSectionSchema,
  publishSchema,
  unpublishSchema,
  type Author,
  type DraftEntity,
  type DraftSave,
  type DraftSection,
  type PageEditor,
  type ProgrammeWarning,
  type PublishInput,
  type VersionEntity,
  type VersionState,
  type VersionSummary,
} from './publishing';
export { navigationResourceSchema, pageResourceSchema, type NavigationInput, type PageInput } from './resource-schemas';
