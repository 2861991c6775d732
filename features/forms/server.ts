import 'server-only';

export { EntriesTable } from './components/entries-table';
export { entriesCsv } from './server/csv';
export { readDraft, saveDraft } from './server/drafts';
export { FormInvalidError, allEntries, listEntries, submitEntry } from './server/entries';
export { findFormId, getForm } from './server/forms';
export { readJsonBody } from './server/json-body';
export { formMessage } from './server/messages';
export { formPageData } from './server/page-data';
export { readPlainPost } from './server/plain-post';
export { limitFormAction } from './server/rate-limit';
export {
  checkUpload,
  readEntryFile,
  storeTempUpload,
  sweepUploads,
  TEMP_LIFETIME_MS,
  uploadsDir,
} from './server/uploads';
export { assertUploadAllowed } from './server/upload-limits';
export { uploadSweeperJob } from './server/sweeper';
export { formResource } from './server/resource';
