'use client';

// The back office's refund views (client components): the "Refund / cancel tickets" dialog and the
// order's refunds with "mark paid out"; the date's cancel and move actions.
export { OrderRefundAction, OrderRefundList, type RefundableOrder } from './components/order-refund.client';
export { DateCancelActions } from './components/date-actions.client';
