// What other features may use without server-only code: the form section, types and payload schemas.
export { FormSection } from './components/form-section';
export type { FormView } from './types';
export { MAX_UPLOAD_BYTES } from './file-types';
export { entriesQuery, entryPayloadSchema, formParams } from './schemas';
export { formResourceSchema } from './resource-schema';
