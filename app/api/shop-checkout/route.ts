// POST /api/shop-checkout/ - turn the cart into a pending order (name, e-mail, GTC, payment method, voucher code)
import { withRoute } from '@/lib/api';
import { CART_ERROR, checkoutRequest } from '@/features/ticketing';
import { checkout, CartError, assertSameOrigin, assertShopOnline, cartUrl, currentCart, json, limitCheckouts, shopClient, withCartCookies } from '@/features/ticketing/server';

export const POST = withRoute({ body: checkoutRequest, maxBodyBytes: 4096 }, async ({ req, body }) => {
  assertSameOrigin(req);
  await assertShopOnline();
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  await limitCheckouts(shopClient(req));
  const result = await checkout(cart.id, body);
  // The cart is empty now: the badge goes to 0.
  return withCartCookies(
    json({ code: result.code, order_url: result.orderUrl, payment_method: result.method, payment_url: result.paymentUrl }, 201),
    cart,
    0,
    cartUrl(body.locale),
  );
});
