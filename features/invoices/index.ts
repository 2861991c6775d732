export { invoiceNumber, lineAmounts, vatOf } from './vat';
export type { IssuedInvoice, OrderInvoice } from './types';
export { invoiceExportQuery, type InvoiceExportQuery } from './schemas';
export { billingSettingsSchema, type BillingSettingsInput } from './schemas';
