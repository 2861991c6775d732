// GET /{lang}/api/visitors/{id}/export/ - everything stored about a visitor as a JSON download (GDPR Art. 15; box office)
import { withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { visitorParams } from '@/features/visitor-admin';
import { exportVisitor } from '@/features/visitor-admin/server';

export const GET = withRoute(
  { params: visitorParams, guard: (req) => requireRole(req, 'box_office') },
  async ({ params }) => {
    const data = await exportVisitor(params.id, params.locale);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="visitor-${params.id}.json"`,
        'cache-control': 'no-store',
      },
    });
  },
);
