// POST /api/shop-orders/{code}/cancel/ - the buyer cancels an unpaid order with the token of the order link (JSON or a plain form)
import { withRoute } from '@/lib/api';
import { orderCodeParams, orderTokenBody } from '@/features/ticketing';
import { assertSameOrigin, cancelOrderAsBuyer, json, orderPath, readActionBody, seeOther } from '@/features/ticketing/server';

export const POST = withRoute({ params: orderCodeParams }, async ({ req, params }) => {
  assertSameOrigin(req);
  const { data, form } = await readActionBody(req, orderTokenBody);
  const order = await cancelOrderAsBuyer(params.code, data.token);
  const page = await orderPath(params.code, order?.locale ?? 'de');
  return form ? seeOther(req, page) : json({ status: order?.status, order_url: page });
});
