// POST /api/shop-orders/{code}/confirm/ - the guest confirms the order with the token from the mail (JSON or a plain form)
import { withRoute } from '@/lib/api';
import { orderCodeParams, orderTokenBody } from '@/features/ticketing';
import { confirmOrder, json, orderPath, readActionBody, seeOther } from '@/features/ticketing/server';

export const POST = withRoute({ params: orderCodeParams }, async ({ req, params }) => {
  const { data, form } = await readActionBody(req, orderTokenBody);
  const order = await confirmOrder(params.code, data.token);
  const page = await orderPath(params.code, order?.locale ?? 'de');
  return form ? seeOther(req, page) : json({ status: order?.status, order_url: page });
});
