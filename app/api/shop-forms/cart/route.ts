// POST /api/shop-forms/cart/ - the cart page's plain forms without JavaScript (change or remove a line, remove an item, extend or reserve again); 303 back to the cart
import { ApiError, withRoute } from '@/lib/api';
import { CART_ERROR, cartFormAction } from '@/features/box-office';
import { CartError, changeLine, extendCart, limitCartWrites, removeItem } from '@/features/box-office/server';
import {
  assertSameOrigin,
  assertShopOnline,
  cartUrl,
  currentCart,
  formErrorQuery,
  readActionBody,
  seeOther,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';

export const POST = withRoute({}, async ({ req }) => {
  assertSameOrigin(req);
  // A malformed post (not one of the page's forms) is a 400; what the box office refuses goes back to the cart in words.
  const { data } = await readActionBody(req, cartFormAction);
  const url = cartUrl(data.lang);
  const cart = await currentCart(req);
  try {
    if (!cart) throw new CartError(409, 'No current reservation.', CART_ERROR.noReservation);
    const client = shopClient(req);
    let quantity: number;
    if (data.action === 'line') {
      await limitCartWrites(client);
      ({ ticketsQuantity: quantity } = await changeLine({ ...client, cartId: cart.id }, data.line, data.quantity));
    } else if (data.action === 'remove-item') {
      ({ ticketsQuantity: quantity } = await removeItem(cart.id, data.item));
    } else {
      await assertShopOnline();
      await limitCartWrites(client);
      ({ ticketsQuantity: quantity } = await extendCart(cart.id));
    }
    // What the cart page says after the post went through.
    const done =
      data.action === 'extend' ? 'extended' : data.action === 'line' && data.quantity > 0 ? 'changed' : 'removed';
    return withCartCookies(seeOther(req, `${url}?done=${done}`), cart, quantity, url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const res = seeOther(req, `${url}?${new URLSearchParams(formErrorQuery(error))}`);
    if (error.retryAfter) res.headers.set('retry-after', String(error.retryAfter));
    return res;
  }
});
