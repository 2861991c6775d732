export { invoiceExportQuery } from './schemas';
export { billingSettingsSchema } from './schemas';
