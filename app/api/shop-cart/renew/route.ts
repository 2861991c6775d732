// POST /api/shop-cart/renew/ - hold the cart's tickets for another 15 minutes (expired ones only if seats are still free)
import { withRoute } from '@/lib/api';
import { CART_ERROR } from '@/features/ticketing';
import { extendCart, CartError, assertSameOrigin, assertShopOnline, cartUrl, currentCart, json, requestLocale, withCartCookies } from '@/features/ticketing/server';

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req);
  await assertShopOnline();
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  const { ticketsQuantity } = await extendCart(cart.id);
  const url = cartUrl(requestLocale(req));
  return withCartCookies(json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
});
