// GET /api/orders/?search=&status=&date_from=&date_to=&production=&event=&id_jet=&performance_from=&performance_to=&page=
// - ticket orders for staff, newest first (paged)
import { paged, pageQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { listOrders, orderListQuery } from '@/features/order-admin/server';

const query = orderListQuery.extend({
  ...pageQuery(25),
  view: orderListQuery.shape.search.optional(),
  ordering: orderListQuery.shape.search.optional(),
});

export const GET = withRoute({ query, guard: (req) => requireRole(req, 'box_office') }, async ({ req, query: q }) => {
  const { count, results } = await listOrders(q, q.page, q.page_size);
  return paged(req.url, results, count, q.page, q.page_size);
});
