import 'server-only';

// The shop's pages (server components) and what they read.
export { ShopScreenView } from './components/shop/shop-screen-view';
export { ShopEventView } from './components/shop/shop-event-view';
export { ShopSubscriptionView } from './components/shop/shop-subscription-view';
export { ShopVouchersView } from './components/shop/shop-vouchers-view';
export { CartScreen } from './components/shop/cart-screen';
export { CheckoutScreen } from './components/shop/checkout-screen';
export { OrderView } from './components/shop/order-view';
export { ConfirmView } from './components/shop/confirm-view';
export { ShopMessages } from './components/shop/shop-messages';
export { readShopError } from './components/shop/shop-parts';
export { getShopEvent, getShopSubscription } from './server/shop-catalogue';
export { visitorCart } from './server/shop-pages';
export { buyerOrder, orderView, ticketsIssued } from './server/buyer-order';
export { bookingWidgetTexts } from './server/widget-texts';
// The HTTP and form glue of the shop's route handlers (JSON from the islands, plain forms without JavaScript).
export {
  CART_COOKIE,
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  currentCart,
  formErrorQuery,
  json,
  readActionBody,
  readRawAction,
  requestLocale,
  seeOther,
  shopClient,
  withCartCookies,
} from './server/http';
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
// Places per seat group or timeslot of a date (capacity, sold, held, left), for the staff's views too.
export { offerAvailability } from './server/availability';
// Places left of the dates a page shows (the browser asks: public pages stay cached).
export { availabilityAnswer } from './server/availability-answer';
