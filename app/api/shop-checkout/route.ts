// POST /api/shop-checkout/ - turn the cart into an order (name, e-mail, GTC consent); reserved, paid at the box office
import { withRoute } from '@/lib/api';
import { CART_ERROR, checkoutRequest } from '@/features/ticketing';
import { checkout, CartError, assertSameOrigin, assertShopOnline, cartUrl, currentCart, json, withCartCookies } from '@/features/ticketing/server';

export const POST = withRoute({ body: checkoutRequest, maxBodyBytes: 4096 }, async ({ req, body }) => {
  assertSameOrigin(req);
  await assertShopOnline();
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  const { code, payment } = await checkout(cart.id, body);
  const orderUrl = `/${body.locale}/webshop/orders/${code}`;
  // The cart is empty now: the badge goes to 0.
  return withCartCookies(json({ code, order_url: orderUrl, payment }, 201), cart, 0, cartUrl(body.locale));
});
