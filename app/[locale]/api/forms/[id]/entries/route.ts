// GET /{lang}/api/forms/{id}/entries/ - staff only: the form's entries, newest first (paged object)
import { notFound, paged, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { entriesQuery, formParams } from '@/features/forms';
import { listEntries, getForm } from '@/features/forms/server';

const PAGE_SIZE = 50;

export const GET = withRoute({ params: formParams, query: entriesQuery }, async ({ req, params, query }) => {
  await requireRole(req, 'editor');
  const form = await getForm(params.id, params.locale);
  if (!form) throw notFound('Form');
  const { count, results } = await listEntries(form.id, query.page, PAGE_SIZE);
  return {
    ...paged(req.url, results, count, query.page, PAGE_SIZE),
    fields: form.fields.map((f) => ({ slug: f.slug, label: f.label, field_type: f.field_type })),
  };
});
