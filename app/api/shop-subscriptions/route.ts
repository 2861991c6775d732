// POST /api/shop-subscriptions/ - a series subscription into the cart (one seat per remaining date, all or nothing); JSON, or the subscription page's form (303)
import { withRoute } from '@/lib/api';
import { subscriptionRequest } from '@/features/ticketing';
import {
  addSubscription,
  assertShopOnline,
  assertShopOrigin,
  cartUrl,
  formBack,
  formErrorRedirect,
  formLocale,
  isFormPost,
  json,
  limitCartWrites,
  readActionBody,
  requestLocale,
  seeOther,
  shopClient,
  withCartCookies,
} from '@/features/ticketing/server';

export const POST = withRoute({}, async ({ req }) => {
  assertShopOrigin(req);
  const form = isFormPost(req);
  const locale = form ? formLocale(req) : requestLocale(req);
  let back = formBack(req, locale);
  try {
    const { data } = await readActionBody(req, subscriptionRequest);
    back = `/${locale}/webshop/subscriptions/${data.series_id}`;
    await assertShopOnline();
    const client = shopClient(req);
    await limitCartWrites(client);
    const { cart, ticketsQuantity } = await addSubscription(client, data);
    const url = cartUrl(locale);
    return withCartCookies(form ? seeOther(req, url) : json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
  } catch (error) {
    if (form) return formErrorRedirect(req, back, error);
    throw error;
  }
});
