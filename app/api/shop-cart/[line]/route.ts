// PATCH /api/shop-cart/{line}/ - set the amount of one cart line (0 removes it); DELETE removes it
import { z } from 'zod';
import { idParam, withRoute } from '@/lib/api';
import { CART_ERROR, cartLineUpdate } from '@/features/box-office';
import { changeLine, CartError, limitCartWrites } from '@/features/box-office/server';
import {
  assertSameOrigin,
  cartUrl,
  currentCart,
  json,
  requestLocale,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';

const params = z.object({ line: idParam });

async function update(req: Parameters<typeof currentCart>[0], line: number, quantity: number) {
  assertSameOrigin(req);
  const cart = await currentCart(req);
  if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
  const client = shopClient(req);
  await limitCartWrites(client);
  const { ticketsQuantity } = await changeLine({ ...client, cartId: cart.id }, line, quantity);
  const url = cartUrl(requestLocale(req));
  return withCartCookies(json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
}

export const PATCH = withRoute({ params, body: cartLineUpdate }, ({ req, params: p, body }) =>
  update(req, p.line, body.quantity),
);
export const DELETE = withRoute({ params }, ({ req, params: p }) => update(req, p.line, 0));
