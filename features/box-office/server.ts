import 'server-only';

// The box office's operations (pretix's base/services), server code without React: the seat inventory,
// cart, vouchers, subscriptions, checkout, orders and their state, payments (Stripe and its webhook),
// ticket codes and PDF, order mails. The shop (features/webshop) and the routes call these; what an event
// date sells is in features/ticket-offers, the back office's order desk in features/order-admin.
export { addToCart, cartForToken, changeLine, extendCart, readCart, removeItem } from './server/cart';
export { checkout } from './server/checkout';
export { verifiedAccountEmail } from './server/account-email';
export { CartError, targetKey } from './server/inventory';
export { limitCartWrites, limitCheckouts, shopOfflineError, shopState } from './server/limits';
export { addVoucher, findVoucher } from './server/vouchers';
export { addSubscription, subscriptionDates, subscriptionProduct } from './server/subscriptions';
export { paymentMethods } from './server/payment';
export { handleStripeWebhook } from './server/stripe-webhook';
export { getOrder } from './server/orders';
export { persistExpiry } from './server/order-state';
export {
  cancelOrderAsBuyer,
  confirmOrder,
  confirmPlacedOrder,
  releaseOrder,
  settleOrder,
} from './server/order-actions';
export { orderCode, orderToken, signTicket, verifyOrderToken, verifyTicket } from './server/codes';
export { issueTickets } from './server/issue-tickets';
export { ticketsPdf } from './server/ticket-pdf';
export { confirmPath, orderPath } from './server/mail';
export { mailOrderNow, registerOrderMails } from './server/mail-queue';
// Bank transfer details of an order paid by invoice (mail, PDF) and whether the venue has set them.
export { bankDetailsMissing } from './server/bank-transfer';
