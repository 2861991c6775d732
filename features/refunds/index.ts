// Refunds and cancellations: types, payload schemas and the money rules (isomorphic).
export type {
  CancellationResult,
  OrderRefundStatus,
  RefundMethod,
  RefundStatus,
  RefundView,
  VisitorCancelOffer,
} from './types';
export { cancelDateBody, chosenTickets, moveDateBody, refundBody, visitorCancelBody } from './schemas';
export type { RefundBody, VisitorCancelBody } from './schemas';
export { cancelDeadlineHours, cancelFee, refundKey, splitRefund, withinDeadline } from './rules';
