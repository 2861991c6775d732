// GET /api/account/orders/{code}/ - one of the logged-in visitor's orders with its tickets and links (another visitor's code: 404)
import { notFound, withRoute } from '@/lib/api';
import { isLocale } from '@/i18n/config';
import { orderCodeParams } from '@/features/box-office';
import { accountOrder } from '@/features/account-orders/server';
import { requestLocale } from '@/features/webshop/server';
import { requireVisitor } from '@/features/accounts/server';

export const GET = withRoute({ guard: (req) => requireVisitor(req) }, async ({ req, params, guarded: visitor }) => {
  const { code } = orderCodeParams.parse(params);
  const locale =
    isLocale(visitor.locale) && !req.nextUrl.searchParams.has('lang') ? visitor.locale : requestLocale(req);
  const view = await accountOrder(visitor.id, code, locale);
  if (!view) throw notFound('Order');
  const token = encodeURIComponent(view.token);
  return Response.json(
    {
      ...view.order,
      tickets_issued: view.ticketsIssued,
      cancel_refusal: view.cancelRefusal,
      order_url: `/${locale}/user/orders/${code}`,
      pdf_url: view.ticketsIssued ? `/api/shop-orders/${code}/tickets.pdf?token=${token}` : null,
      calendar_url: view.ticketsIssued ? `/api/shop-orders/${code}/calendar/?token=${token}` : null,
      cancel_url: view.cancelRefusal === null ? `/api/shop-orders/${code}/cancel/` : null,
      token: view.token,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
