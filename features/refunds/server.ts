import 'server-only';

// Refunds and cancellations: staff cancel tickets or whole orders and the money goes back the way
// it came (Stripe's Refund API, voucher credit, or paid out by hand); visitors cancel their own
// tickets within the date's deadline; the venue cancels or moves a date.
export { refundOrderAsStaff, markRefundPaidOut } from './server/staff-refund';
export { cancelTickets } from './server/cancel-tickets';
export type { Actor, CancelRequest } from './server/cancel-plan';
export { orderRefundState, withRefundState } from './server/refund-views';
export { cancelMail, queueCancelMail, type CancelMailInput, type CancelMailKind } from './server/mails';
export { handleStripeEvents } from './server/stripe-events';
export { cancelAsVisitor, visitorCancelView } from './server/visitor-cancel';
export { VisitorCancel } from './components/visitor-cancel';
export { cancelDate, dateCancelPreview, dateCancellationJob } from './server/date-cancel';
export { moveDate, refundMovedDate, verifyMovedToken } from './server/date-move';
export { MovedDateRefund } from './components/moved-date-refund';
