import 'server-only';

export { ShopScreenView } from './components/shop/shop-screen-view';
export { addToCart, changeLine, extendCart, readCart } from './server/cart';
export { checkout } from './server/checkout';
export { CART_COOKIE, assertSameOrigin, assertShopOnline, cartUrl, currentCart, json, requestLocale, shopOnline, withCartCookies } from './server/http';
export { CartError } from './server/inventory';
export { readOutbox } from './server/mail';
export { createOffer, getOfferForEvent, getOffersForEvents } from './server/offers';
export { getOrder, salesOverview } from './server/orders';
export { readEditableOffer, saveOffer } from './server/offer-editing';
export { cancelOrder, listOrders, markOrderPaid, orderListQuery, ordersCsv, readOrderAdmin, resendOrderMail } from './server/order-admin';
