// What other features may use: the form section (a server component) and the lookup by key.
export { FormSection } from './components/form-section';
export { findFormId, getForm } from './server/forms';
export type { FormView, FormFieldView } from './types';
export { EntriesTable } from './components/entries-table';
export { MAX_UPLOAD_BYTES } from './file-types';
export { entriesQuery, entryPayloadSchema, formParams } from './schemas';
