// GET /api/media/?view=edit&search= - the image library for staff (paged, newest first with ?ordering=-id)
// POST /api/media/ - upload an image (multipart: file, alt, optional caption), checked by size and content
import { NextResponse } from 'next/server';
import { ApiError, badRequest, withRoute } from '@/lib/api';
import { db } from '@/lib/db';
import { readMultipart } from '@/lib/api/multipart';
import { requireRole } from '@/features/auth/server';
import { MEDIA_MAX_BYTES, mediaUploadAlt } from '@/features/media';
import { mediaResource, uploadImage } from '@/features/media/server';
import { collectionRoutes, readRecord, recordAudit } from '@/features/resources/server';
import { invalidateWrite } from '@/lib/write-effects';

const ENVELOPE = 64 * 1024;

export const { GET } = collectionRoutes(mediaResource);

export const POST = withRoute({ guard: (req) => requireRole(req, 'editor') }, async ({ req, guarded: user }) => {
  const data = await readMultipart(req, MEDIA_MAX_BYTES + ENVELOPE);
  const file = data.get('file');
  if (!(file instanceof File)) throw badRequest('The multipart body needs a field named "file" holding the image.');
  const alt = mediaUploadAlt.safeParse(data.get('alt') ?? '');
  if (!alt.success)
    throw new ApiError(422, 'The image needs an alt text.', 'invalid', { alt: alt.error.issues.map((i) => i.message) });
  const item = await uploadImage(
    'de',
    { buffer: Buffer.from(await file.arrayBuffer()), name: file.name },
    alt.data,
    String(data.get('caption') ?? ''),
  );
  const record = await readRecord(mediaResource, item.id);
  await recordAudit(db(), user, 'create', 'media', item.id, null, record);
  invalidateWrite('media-upload');
  return NextResponse.json(record, { status: 201 });
});
