// GET /{locale}/api/persons/{id}/ - one team member with role, biography and productions (?view=edit:
// the editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute, idRouteParams } from '@/lib/api';
import { itemRoutes } from '@/features/resources/server';
import { getPerson, personResource } from '@/features/team/server';

const get = withRoute({ params: idRouteParams }, async ({ params }) => {
  const person = await getPerson(params.id, params.locale);
  if (!person) throw notFound('Person');
  return person;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(personResource, { get });
