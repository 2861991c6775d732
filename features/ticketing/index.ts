// The box office behind one boundary: an adapter for an external ticket system could replace
// everything below while these exports stay. Client code imports ./types, ./price or ./schemas directly.
export * from './types';
export { formatPrice, parsePriceToCents, centsToPrice, isFreePrice } from './price';
export { offerInput, type OfferInput } from './schemas';
export { createOffer, getOfferForEvent, getOffersForEvents } from './server/offers';
export { orderCalendar } from './calendar';
export { CART_ERROR } from './cart-errors';
export { cartLineUpdate, cartRequest, checkoutRequest } from './schemas';
