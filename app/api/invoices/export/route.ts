// GET /api/invoices/export/?date_from=&date_to= - invoices and cancellation invoices of a period as CSV (staff: box office)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { invoiceExportQuery } from '@/features/invoices';
import { invoicesCsv } from '@/features/invoices/server';

export const GET = withRoute(
  { query: invoiceExportQuery, guard: (req) => requireRole(req, ['box_office']) },
  async ({ query }) => {
    const { csv, filename } = await invoicesCsv(query);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    });
  },
);
