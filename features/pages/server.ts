import 'server-only';

export { PageView } from './components/page-view';
export { alternatePath, languageAlternates } from './server/alternates';
export { findPublicPage, loadPublicPage } from './server/load-page';
export { getNavigation } from './server/navigation';
export { pageMetadata } from './server/page-metadata';
export { getOnlinePageUrls, getPageByPath, readContainerBySlug, readPageByPath, readPageVersion } from './server/pages';
export { assertPageExists, updatePageSettings } from './server/page-settings';
export { assertSectionExists, createSection, deleteSection, updateSection } from './server/sections';
