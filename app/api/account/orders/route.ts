// GET /api/account/orders/ - the logged-in visitor's orders, newest first (paged: page, page_size)
import { paged, withRoute } from '@/lib/api';
import { isLocale } from '@/i18n/config';
import { accountOrdersQuery } from '@/features/account-orders';
import { listAccountOrders } from '@/features/account-orders/server';
import { requestLocale } from '@/features/webshop/server';
import { requireVisitor } from '@/features/accounts/server';

export const GET = withRoute({ guard: (req) => requireVisitor(req) }, async ({ req, guarded: visitor }) => {
  const query = accountOrdersQuery.parse(Object.fromEntries(req.nextUrl.searchParams));
  const locale =
    isLocale(visitor.locale) && !req.nextUrl.searchParams.has('lang') ? visitor.locale : requestLocale(req);
  const { count, results } = await listAccountOrders(visitor.id, locale, query.page, query.page_size);
  return Response.json(paged(req.url, results, count, query.page, query.page_size), {
    headers: { 'cache-control': 'private, no-store' },
  });
});
