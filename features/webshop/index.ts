// The shop (pretix's presale), isomorphic part: the cart badge's cookies, the shop's screens and links.
// Its pages, the buyer's order page and the HTTP/form glue of the shop's routes are in ./server, the
// booking widget and quick-buy in ./client; the operations behind them are features/box-office.
export { CART_COUNT_COOKIE, CART_URL_COOKIE, parseCartCount, safeCartUrl } from './cart-cookies';
export { shopScreen, shopLink, type ShopLink } from './shop-screen';
export type { BuyerOrder } from './server/buyer-order';
// The shop page of one date: its title with day and start (browser tab, history, screen readers).
export { shopEventTitle } from './shop-title';
