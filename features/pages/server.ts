import 'server-only';

export { PageView } from './components/page-view';
export { alternatePath } from './server/alternates';
export { findPage, loadPage } from './server/load-page';
export { getNavigation } from './server/navigation';
export { pageMetadata } from './server/page-metadata';
export { getPageByPath, readContainerBySlug, readPageByPath, readPageVersion } from './server/pages';
export { assertPageExists, updatePageSettings } from './server/page-settings';
export { assertSectionExists, createSection, deleteSection, updateSection } from './server/sections';
export { discardDraft, saveDraft } from './server/drafts';
export { draftState } from './server/draft-state';
export { leaveEditor, touchEditor } from './server/editors';
export { staffOnPage } from './server/guards';
export { cancelSchedule, publishPage, runDueSchedules, unpublishPage } from './server/publish';
export { schedulerToken, scheduledPublishingJob } from './server/scheduler';
export { listVersions, readVersion, restoreVersion } from './server/versions';
export { navigationResource, pageResource } from './server/resources';
