import 'server-only';

export { ShopScreenView } from './components/shop/shop-screen-view';
export { CartScreen } from './components/shop/cart-screen';
export { CheckoutScreen } from './components/shop/checkout-screen';
export { OrderView } from './components/shop/order-view';
export { ConfirmView } from './components/shop/confirm-view';
export { addToCart, changeLine, extendCart, readCart, removeItem } from './server/cart';
export { checkout } from './server/checkout';
export {
  CART_COOKIE,
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  currentCart,
  formErrorQuery,
  isFormPost,
  json,
  readActionBody,
  readRawAction,
  requestLocale,
  seeOther,
  shopClient,
  shopOnline,
  withCartCookies,
} from './server/http';
export { CartError } from './server/inventory';
export { bookingWidgetTexts } from './server/widget-texts';
export { moveTestClock } from './server/hooks';
export { limitCartWrites, limitCheckouts, shopState, type ShopClient } from './server/limits';
export { confirmPath, orderPath } from './server/mail';
export { registerOrderMails } from './server/mail-queue';
export { buyerOrder, ticketsIssued, type BuyerOrder } from './server/buyer-order';
export { ticketsPdf } from './server/ticket-pdf';
export { checkoutTerms, visitorCart } from './server/shop-pages';
export { createOffer, getOfferForEvent, getOffersForEvents } from './server/offers';
export { quickBuyDates, quickBuyFor } from './server/quick-buy';
export { getOrder, salesOverview } from './server/orders';
export { cancelOrderAsBuyer, confirmOrder, expireUnpaidOrder, settleOrder } from './server/order-actions';
export { verifyOrderToken, verifyTicket } from './server/codes';
export { paymentMethods } from './server/payment';
export { addVoucher, findVoucher } from './server/vouchers';
export { readEditableOffer, saveOffer } from './server/offer-editing';
export {
  cancelOrder,
  listOrders,
  markOrderPaid,
  orderListQuery,
  ordersCsv,
  readOrderAdmin,
  resendOrderMail,
} from './server/order-admin';
export { addSubscription } from './server/subscriptions';
export {
  getShopEvent,
  getShopStart,
  getShopSubscription,
  type ShopEvent,
  type ShopSubscription,
} from './server/shop-catalogue';
export {
  addTicketsFromForm,
  assertShopOrigin,
  cartItemAction,
  clientFromHeaders,
  formBack,
  formErrorRedirect,
  formLocale,
  voucherBalance,
} from './server/shop-forms';
export { ShopEventView } from './components/shop/shop-event-view';
export { ShopSubscriptionView } from './components/shop/shop-subscription-view';
export { ShopVouchersView } from './components/shop/shop-vouchers-view';
export { readShopError } from './components/shop/shop-parts';
export { checkIn } from './server/check-in';
export { handleStripeWebhook } from './server/stripe-webhook';
export { anonymiseAccountOrders } from './server/anonymise';
export { AccountOrdersView, claimNotice } from './components/account/account-orders-view';
export { AccountOrderDetail } from './components/account/account-order-detail';
export { AccountVouchersView } from './components/account/account-vouchers-view';
export { AccountSubscriptionsView } from './components/account/account-subscriptions-view';
export { AccountReservationsView } from './components/account/account-reservations-view';
export {
  accountOrder,
  accountSubscriptions,
  accountVouchers,
  claimableGuestOrders,
  claimGuestOrders,
  listAccountOrders,
  type AccountOrderSummary,
  type AccountSubscription,
  type AccountVoucher,
} from './server/account-orders';
export type { CheckoutAccount } from './server/checkout';
