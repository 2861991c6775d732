// POST /api/shop-cart/renew/ - extend a live hold once by 15 minutes, or hold expired tickets again if seats are still free
import { withRoute } from '@/lib/api';
import { CART_ERROR } from '@/features/box-office';
import { extendCart, CartError, limitCartWrites } from '@/features/box-office/server';
import {
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  currentCart,
  json,
  requestLocale,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req);
  await assertShopOnline();
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  await limitCartWrites(shopClient(req));
  const { ticketsQuantity } = await extendCart(cart.id);
  const url = cartUrl(requestLocale(req));
  return withCartCookies(json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
});
