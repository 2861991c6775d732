// GET /api/orders/export/?search=&status=&date_from=&date_to=&production=&event=&id_jet=&performance_from=&performance_to=&per_ticket=
// - the matching orders as CSV, one row per order or per ticket (staff)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { orderExportQuery, ordersCsv } from '@/features/order-admin/server';

export const GET = withRoute(
  { query: orderExportQuery, guard: (req) => requireRole(req, 'box_office') },
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
