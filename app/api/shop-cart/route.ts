// GET /api/shop-cart/?lang= - the visitor's cart; POST /api/shop-cart/ - reserve tickets of one seat group for 15 minutes
import { assertClientStillWaiting, langQuery, withRoute } from '@/lib/api';
import { cartRequest } from '@/features/box-office';
import { addToCart, readCart, limitCartWrites } from '@/features/box-office/server';
import { readSiteSettings } from '@/features/settings/server';
import {
  assertSameOrigin,
  cartUrl,
  currentCart,
  json,
  requestLocale,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';

export const dynamic = 'force-dynamic';

export const GET = withRoute({ query: langQuery }, async ({ req, query }) => {
  const cart = await currentCart(req);
  return json(
    await readCart(cart?.id ?? null, query.lang, {
      cartUrl: cartUrl(query.lang),
      isShopOnline: (await readSiteSettings()).is_shop_online,
    }),
  );
});

export const POST = withRoute({ body: cartRequest, maxBodyBytes: 4096 }, async ({ req, body }) => {
  assertSameOrigin(req);
  const client = shopClient(req);
  // addToCart reads the shop's switch and rules with the offer (503 while offline), and the offer while
  // the client's rate limit is counted: two round trips less. A client gone by then is not worked on.
  const limited = limitCartWrites(client).then(() => assertClientStillWaiting(req));
  const { cart, ticketsQuantity } = await addToCart(client, body, undefined, { alongside: limited });
  const url = cartUrl(requestLocale(req));
  return withCartCookies(json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
});
