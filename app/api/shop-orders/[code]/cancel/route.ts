// POST /api/shop-orders/{code}/cancel/ - the buyer cancels an unpaid order with the token of the order link (JSON or a plain form; a form goes back to the order page, or to the account's order page with back=account)
import { ApiError, withRoute } from '@/lib/api';
import { orderCancelBody, orderCodeParams } from '@/features/box-office';
import { assertSameOrigin, json, readActionBody, requestLocale, seeOther } from '@/features/webshop/server';
import { cancelOrderAsBuyer, orderPath } from '@/features/box-office/server';

export const POST = withRoute({ params: orderCodeParams }, async ({ req, params }) => {
  assertSameOrigin(req);
  const { data, form } = await readActionBody(req, orderCancelBody);
  try {
    const order = await cancelOrderAsBuyer(params.code, data.token);
    const page = await orderPath(params.code, order?.locale ?? 'de');
    return form
      ? seeOther(req, data.back ? `/${requestLocale(req)}/user/orders/${params.code}` : page)
      : json({ status: order?.status, order_url: page });
  } catch (error) {
    // Refused (paid, begun, already over): the order page shows the reason in place of the button.
    if (!form || !(error instanceof ApiError) || error.status !== 409) throw error;
    const back = data.back
      ? `/${requestLocale(req)}/user/orders/${params.code}?`
      : `${await orderPath(params.code, requestLocale(req))}&`;
    return seeOther(req, `${back}error=${encodeURIComponent(String(error.code))}`);
  }
});
