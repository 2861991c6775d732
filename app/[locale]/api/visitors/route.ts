// GET /{lang}/api/visitors/?search=&ordering=&page=&page_size= - visitor accounts for the box office (paged)
import { localeParams, paged, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { visitorListQuery } from '@/features/visitor-admin';
import { listVisitors } from '@/features/visitor-admin/server';

export const GET = withRoute(
  { params: localeParams, query: visitorListQuery, guard: (req) => requireRole(req, 'box_office') },
  async ({ req, query }) => {
    const { count, results } = await listVisitors(query);
    return paged(req.url, results, count, query.page, query.page_size);
  },
);
