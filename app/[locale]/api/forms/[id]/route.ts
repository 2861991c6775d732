// GET /{lang}/api/forms/{id}/ - a form with its fields (the e-mail confirmation appended)
import { notFound, withRoute } from '@/lib/api';
import { formParams } from '@/features/forms';
import { getForm } from '@/features/forms/server';

export const GET = withRoute({ params: formParams }, async ({ params }) => {
  const form = await getForm(params.id, params.locale);
  if (!form) throw notFound('Form');
  return form;
});
