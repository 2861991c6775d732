// POST /api/shop-orders/{code}/cancel-tickets/ - the buyer cancels chosen tickets of a confirmed order within the date's deadline, with the token of the order link (JSON { token, ticket_ids }, or a plain form with one t_{number} checkbox per ticket; a form goes back to the order page, or to the account's order page with back=account)
import { ApiError, withRoute } from '@/lib/api';
import { orderCodeParams } from '@/features/box-office';
import { orderPath } from '@/features/box-office/server';
import { assertSameOrigin, json, readActionBody, requestLocale, seeOther } from '@/features/webshop/server';
import { chosenTickets, visitorCancelBody } from '@/features/refunds';
import { cancelAsVisitor } from '@/features/refunds/server';

export const POST = withRoute({ params: orderCodeParams }, async ({ req, params }) => {
  assertSameOrigin(req);
  const { data, form } = await readActionBody(req, visitorCancelBody);
  const back = async () =>
    data.back
      ? `/${requestLocale(req)}/user/orders/${params.code}?`
      : `${await orderPath(params.code, requestLocale(req))}&`;
  try {
    const result = await cancelAsVisitor(params.code, data.token, chosenTickets(data));
    return form ? seeOther(req, `${await back()}cancelled=${result.cancelled_tickets.length}`) : json(result);
  } catch (error) {
    // Refused (deadline passed, provider refused, nothing chosen): the page says why in words.
    if (!form || !(error instanceof ApiError) || error.status === 403 || error.status >= 500) throw error;
    return seeOther(req, `${await back()}cancel_error=${encodeURIComponent(String(error.code ?? 'failed'))}`);
  }
});
