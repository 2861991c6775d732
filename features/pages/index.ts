export * from './types';
export { normalizePagePath, withLocale, MAX_PATH_LENGTH } from './path';
export { SECTION_MAX_BYTES, pageSettingsSchema, sectionCreateSchema, sectionSlug, sectionUpdateSchema, type PageSettings, type SectionCreate, type SectionUpdate } from './schemas';
