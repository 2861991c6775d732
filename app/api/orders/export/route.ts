// GET /api/orders/export/?search=&status=&date_from=&date_to= - the matching orders as CSV (staff)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { orderListQuery, ordersCsv } from '@/features/order-admin/server';

export const GET = withRoute(
  { query: orderListQuery, guard: (req) => requireRole(req, 'box_office') },
  async ({ query }) => {
    const day = new Date().toISOString().slice(0, 10);
    return new Response(await ordersCsv(query), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="orders-${day}.csv"`,
        'cache-control': 'no-store',
      },
    });
  },
);
