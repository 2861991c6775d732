export * from './types';
export { normalizePagePath, withLocale, MAX_PATH_LENGTH } from './path';
