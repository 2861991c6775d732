// GET /{lang}/api/forms-entries/files/{id}/ - staff only: download a file sent with an entry
import { z } from 'zod';
import { localeParam, notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { readEntryFile } from '@/features/forms/server';

const params = z.object({ locale: localeParam, fileId: z.string().uuid('file id must be a UUID') });

export const GET = withRoute({ params }, async ({ req, params }) => {
  await requireRole(req, 'editor');
  const file = await readEntryFile(params.fileId);
  if (!file) throw notFound('File');
  return new Response(new Uint8Array(file.buffer), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
