// POST /api/shop-forms/add/?lang= - the event page's ticket form without JavaScript: 303 to the cart, or back with ?error=
import { ApiError, withRoute } from '@/lib/api';
import { parseId } from '@/lib/params';
import { plainForm, ticketForm } from '@/features/box-office';
import {
  addTicketsFromForm,
  assertShopOnline,
  assertShopOrigin,
  cartUrl,
  formBack,
  formErrorRedirect,
  formLocale,
  readActionBody,
  seeOther,
  shopClient,
  withCartCookies,
} from '@/features/webshop/server';
import { isPlainFormPost as isFormPost } from '@/lib/api/origin';
import { limitCartWrites } from '@/features/box-office/server';

export const POST = withRoute({}, async ({ req }) => {
  assertShopOrigin(req);
  if (!isFormPost(req))
    throw new ApiError(
      415,
      'This endpoint takes the ticket form (application/x-www-form-urlencoded); scripts use POST /api/shop-cart/.',
      'unsupported_media_type',
    );
  const locale = formLocale(req);
  let back = formBack(req, locale);
  try {
    const { data: fields } = await readActionBody(req, plainForm);
    // Back to the date's page even when the rest of the form does not validate.
    const idJet = parseId(fields.id_jet);
    if (idJet) back = `/${locale}/webshop/event/${idJet}`;
    const data = ticketForm.parse(fields);
    const rules = await assertShopOnline();
    const client = shopClient(req);
    await limitCartWrites(client);
    const result = await addTicketsFromForm(client, data, rules);
    const cart = cartUrl(locale);
    // Seat groups added before a failure stay in the cart: its cookies are set either way.
    const res = result.error ? formErrorRedirect(req, back, result.error) : seeOther(req, cart);
    return withCartCookies(res, result.cart, result.ticketsQuantity, cart);
  } catch (error) {
    return formErrorRedirect(req, back, error);
  }
});
