// DELETE /api/shop-cart/items/{item}/ - remove a subscription (with its seats) or a voucher from the cart
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { CART_ERROR } from '@/features/box-office';
import { removeItem, CartError } from '@/features/box-office/server';
import {
  assertSameOrigin,
  cartUrl,
  currentCart,
  json,
  requestLocale,
  withCartCookies,
} from '@/features/webshop/server';

const params = z.object({ item: idParam });

export const DELETE = withRoute({ params }, async ({ req, params: p }) => {
  assertSameOrigin(req);
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  const { ticketsQuantity } = await removeItem(cart.id, p.item);
  const url = cartUrl(requestLocale(req));
  return withCartCookies(json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
});
