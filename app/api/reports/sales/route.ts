// GET /api/reports/sales/?date_from=&date_to=[&production=][&format=csv&table=days|productions|dates|prices|channels]
// The box office's sales figures of a period (Berlin days); JSON, or one table as CSV.
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { salesReportQuery } from '@/features/sales-reports';
import { reportCsv, reportCsvName, salesReport } from '@/features/sales-reports/server';

export const GET = withRoute(
  { query: salesReportQuery, guard: (req) => requireRole(req, ['box_office']) },
  async ({ query }) => {
    const report = await salesReport(query);
    if (query.format === 'json') return Response.json(report, { headers: { 'cache-control': 'no-store' } });
    return new Response(reportCsv(report, query.table), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${reportCsvName(report, query.table)}"`,
        'cache-control': 'no-store',
      },
    });
  },
);
