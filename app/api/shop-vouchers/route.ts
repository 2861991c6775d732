// POST /api/shop-vouchers/ - value vouchers into the cart ({value, quantity}; value 'custom' takes custom_value); JSON, or the vouchers page's form (303)
import { withRoute } from '@/lib/api';
import { voucherOrder } from '@/features/ticketing';
import {
  addVoucher,
  assertShopOnline,
  assertShopOrigin,
  cartUrl,
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
  try {
    const { data } = await readActionBody(req, voucherOrder);
    await assertShopOnline();
    const client = shopClient(req);
    await limitCartWrites(client);
    const { cart, ticketsQuantity } = await addVoucher(client, data);
    const url = cartUrl(locale);
    return withCartCookies(form ? seeOther(req, url) : json({ tickets_quantity: ticketsQuantity, cart_url: url }), cart, ticketsQuantity, url);
  } catch (error) {
    if (form) return formErrorRedirect(req, `/${locale}/webshop/vouchers`, error);
    throw error;
  }
});
