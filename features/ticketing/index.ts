// The box office behind one boundary: an adapter for an external ticket system could replace
// everything below while these exports stay. Server-only code (offers, cart, checkout) is in server.ts.
export * from './types';
export { formatPrice, parsePriceToCents, centsToPrice, isFreePrice } from './price';
// The dashboard's offer schema has its own module: the booking widget imports ./schemas and must not carry it.
export { editableOfferSchema, type EditableOffer } from './offer-schema';
export { offerInput, type OfferInput } from './schemas';
export { orderCalendar } from './calendar';
export { CART_ERROR } from './cart-errors';
export {
  cartFormAction,
  cartLineUpdate,
  cartRequest,
  checkInRequest,
  checkoutRequest,
  orderCancelBody,
  orderCodeParams,
  orderTokenBody,
  PAYMENT_METHODS,
  subscriptionRequest,
  voucherRequest,
  VOUCHER_VALUES,
} from './schemas';
export { CART_COUNT_COOKIE, CART_URL_COOKIE, parseCartCount, safeCartUrl } from './cart-cookies';
export { shopScreen, shopLink, type ShopLink, type ShopScreen } from './shop-screen';
export { plainForm, ticketForm, voucherCodeParams, voucherOrder } from './schemas';
export { accountOrdersQuery, claimOrdersRequest } from './schemas';
export { CHECK_IN_RESULTS, type CheckInOutcome, type CheckInResult, type CheckInTicket } from './check-in';
export type { CheckInRequest } from './schemas';
