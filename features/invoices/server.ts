import 'server-only';

export { issueInvoice } from './server/issue';
export { issueCancellationInvoice } from './server/cancellation';
export { orderInvoices } from './server/order-invoices';
