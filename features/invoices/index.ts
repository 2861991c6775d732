export { invoiceExportQuery } from './schemas';
export { billingSettingsSchema } from './schemas';
// An IBAN in groups of four, as mails and documents print it.
export { groupIban } from './iban';
