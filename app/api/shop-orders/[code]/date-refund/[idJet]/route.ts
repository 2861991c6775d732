// POST /api/shop-orders/{code}/date-refund/{idJet}/ - the buyer of a moved date takes the refund its mail offers (token of the mail's link; a plain form goes back to the order page)
import { z } from 'zod';
import { ApiError, idParam, withRoute } from '@/lib/api';
import { orderCodeParams } from '@/features/box-office';
import { orderPath } from '@/features/box-office/server';
import { assertSameOrigin, json, readActionBody, requestLocale, seeOther } from '@/features/webshop/server';
import { refundMovedDate } from '@/features/refunds/server';

const body = z.object({ token: z.string().min(1, 'token is missing').max(64) });

export const POST = withRoute({ params: orderCodeParams.extend({ idJet: idParam }) }, async ({ req, params }) => {
  assertSameOrigin(req);
  const { data, form } = await readActionBody(req, body);
  const page = async () => `${await orderPath(params.code, requestLocale(req))}&`;
  try {
    const result = await refundMovedDate(params.code, params.idJet, data.token);
    return form ? seeOther(req, `${await page()}cancelled=${result.cancelled_tickets.length}`) : json(result);
  } catch (error) {
    if (!form || !(error instanceof ApiError) || error.status === 403 || error.status >= 500) throw error;
    return seeOther(req, `${await page()}cancel_error=${encodeURIComponent(String(error.code ?? 'failed'))}`);
  }
});
