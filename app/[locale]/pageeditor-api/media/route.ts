// GET  /{lang}/pageeditor-api/media/?q=&page= - staff: the image library, newest first
// POST /{lang}/pageeditor-api/media/ - staff: upload an image (multipart: file, alt); 201 with it
import { NextResponse } from 'next/server';
import { badRequest, localeParams, withRoute, ApiError } from '@/lib/api';
import { readMultipart } from '@/lib/api/multipart';
import { requireRole } from '@/features/auth/server';
import { MEDIA_MAX_BYTES, mediaLibraryQuery, mediaUploadAlt } from '@/features/media';
import { listMedia, uploadImage } from '@/features/media/server';

/** Room for the multipart envelope and the alt text around the file. */
const ENVELOPE = 64 * 1024;

export const GET = withRoute(
  { params: localeParams, query: mediaLibraryQuery, guard: (req) => requireRole(req, 'editor') },
  async ({ params, query }) => NextResponse.json(await listMedia(params.locale, query)),
);

export const POST = withRoute(
  { params: localeParams, guard: (req) => requireRole(req, 'editor') },
  async ({ req, params }) => {
    const data = await readMultipart(req, MEDIA_MAX_BYTES + ENVELOPE);
    const file = data.get('file');
    if (!(file instanceof File)) throw badRequest('The multipart body needs a field named "file" holding the image.');
    const alt = mediaUploadAlt.safeParse(data.get('alt') ?? '');
    if (!alt.success)
      throw new ApiError(422, 'The image needs an alt text.', 'invalid', {
        alt: alt.error.issues.map((i) => i.message),
      });
    const item = await uploadImage(
      params.locale,
      { buffer: Buffer.from(await file.arrayBuffer()), name: file.name },
      alt.data,
    );
    return NextResponse.json(item, { status: 201 });
  },
);
