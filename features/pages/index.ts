export * from './types';
export { normalizePagePath, withLocale, MAX_PATH_LENGTH } from './path';
export { SECTION_MAX_BYTES, sectionCreateSchema, sectionSlug, sectionUpdateSchema, type SectionCreate, type SectionUpdate } from './schemas';
