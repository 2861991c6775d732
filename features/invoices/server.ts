import 'server-only';

// Invoices and cancellation invoices (German VAT rules): issued inside the transaction that books a
// payment or a cancellation, numbered per year without gaps, rendered as PDF in the buyer's language.
export { issueInvoice } from './server/issue';
export { issueCancellationInvoice } from './server/cancellation';
export { orderInvoices } from './server/order-invoices';
export {
  buyerInvoiceLinks,
  INVOICE_NUMBER,
  invoiceMailAttachments,
  invoicePdfFile,
  orderInvoicePdf,
  type InvoiceFile,
} from './server/invoice-files';
export { InvoiceLinks } from './components/invoice-links';
