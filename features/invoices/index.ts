export { invoiceNumber, lineAmounts, vatOf } from './vat';
export type { IssuedInvoice, OrderInvoice } from './types';
