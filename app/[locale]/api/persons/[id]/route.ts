// GET /{locale}/api/persons/{id}/ - one team member with role, biography and productions
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { getPerson } from '@/features/team/server';

export const GET = withRoute({ params: idRouteParams }, async ({ params }) => {
  const person = await getPerson(params.id, params.locale);
  if (!person) throw notFound('Person');
  return person;
});
