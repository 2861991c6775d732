// GET /{lang}/api/forms/{id}/ - a form with its fields (the e-mail confirmation appended)
// (?view=edit: the editable record) · POST/PATCH - update · DELETE - delete (editor)
import { notFound, withRoute } from '@/lib/api';
import { formParams } from '@/features/forms';
import { formResource, getForm } from '@/features/forms/server';
import { itemRoutes } from '@/features/resources/server';

const get = withRoute({ params: formParams }, async ({ params }) => {
  const form = await getForm(params.id, params.locale);
  if (!form) throw notFound('Form');
  return form;
});

export const { GET, POST, PATCH, DELETE } = itemRoutes(formResource, { get });
