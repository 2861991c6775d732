// The box office's isomorphic part (no server code, safe in the browser): price helpers, the payload
// schemas of its routes, the cart's error codes and an order's calendar. Types are in ./types; the
// operations (inventory, cart, checkout, orders, payments, tickets) in ./server.
export { formatPrice, parsePriceToCents, centsToPrice, isFreePrice } from './price';
export { CART_ERROR, cartErrorMessageKey } from './cart-errors';
export { orderCalendar } from './calendar';
// An order's status as read now (expiry is decided at read time) and the buyer's cancel rule.
export { buyerCancelRefusal, effectiveStatus, type CancelRefusal } from './order-status';
export {
  cartFormAction,
  cartLineUpdate,
  cartRequest,
  checkoutRequest,
  orderCancelBody,
  orderCodeParams,
  orderTokenBody,
  plainForm,
  subscriptionRequest,
  ticketForm,
  voucherCodeParams,
  voucherOrder,
  VOUCHER_VALIDITY_YEARS,
  VOUCHER_VALUES,
} from './schemas';
// The types of the operations, for their callers (type-only: nothing of the server reaches the browser).
export type { CapacityTarget } from './server/inventory';
export type { ShopClient } from './server/limits';
// Seats in words (cart, order page, mail, PDF, gate), with a translator of the TicketSeat messages.
export { seatRows, seatText, type SeatTranslate } from './seat-text';
