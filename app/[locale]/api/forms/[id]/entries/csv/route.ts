// GET /{lang}/api/forms/{id}/entries/csv/ - staff only: every entry of the form as a CSV download
import { notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { formParams } from '@/features/forms';
import { entriesCsv, allEntries, getForm, formMessage } from '@/features/forms/server';

export const GET = withRoute({ params: formParams }, async ({ req, params }) => {
  await requireRole(req, 'editor');
  const form = await getForm(params.id, params.locale);
  if (!form) throw notFound('Form');
  const labels = {
    id: formMessage(params.locale, 'csvId'),
    date: formMessage(params.locale, 'csvDate'),
    language: formMessage(params.locale, 'csvLanguage'),
  };
  const fileUrl = (id: string) =>
    new URL(`/${params.locale}/api/forms-entries/files/${id}/`, req.nextUrl.origin).toString();
  const csv = entriesCsv(form.fields, await allEntries(form.id), labels, fileUrl);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-${form.id}-entries-${date}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
});
