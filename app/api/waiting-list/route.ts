// GET /api/waiting-list/?event_jet_id=&status=&page=&page_size= - the waiting lists per date, in line order (box office, paged)
import { paged, pageQuery, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { waitingListQuery } from '@/features/waiting-list';
import { listWaitingList } from '@/features/waiting-list/server';

const query = waitingListQuery.extend(pageQuery(50));

export const GET = withRoute({ query, guard: (req) => requireRole(req, ['box_office']) }, async ({ req, query: q }) => {
  const { count, results } = await listWaitingList(q, q.page, q.page_size);
  return paged(req.url, results, count, q.page, q.page_size);
});
