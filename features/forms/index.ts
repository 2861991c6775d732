// What other features may use: the form section (a server component) and the lookup by key.
export { FormSection } from './components/form-section';
export { findFormId, getForm } from './server/forms';
export type { FormView, FormFieldView } from './types';
