// POST /api/shop-orders/{code}/confirm/ - the guest confirms the order with the token from the mail (JSON or a plain form; a form goes on to the order page)
import { ApiError, withRoute } from '@/lib/api';
import { orderCodeParams, orderTokenBody } from '@/features/box-office';
import { confirmOrder, confirmPath, orderPath } from '@/features/box-office/server';
import { json, readActionBody, requestLocale, seeOther } from '@/features/webshop/server';

export const POST = withRoute({ params: orderCodeParams }, async ({ req, params }) => {
  const { data, form } = await readActionBody(req, orderTokenBody);
  try {
    const order = await confirmOrder(params.code, data.token);
    const page = await orderPath(params.code, order?.locale ?? 'de');
    return form ? seeOther(req, page) : json({ status: order?.status, order_url: page });
  } catch (error) {
    // An order that can no longer be confirmed (expired, cancelled, paid online): the confirm page says why.
    if (!form || !(error instanceof ApiError) || error.status !== 409) throw error;
    return seeOther(req, await confirmPath(params.code, requestLocale(req)));
  }
});
