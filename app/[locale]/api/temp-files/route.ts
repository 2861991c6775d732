// POST /{lang}/api/temp-files/ - one uploaded file (multipart field "file"), checked by its content,
// the disk quota (413) and the client's byte budget (429)
import { NextResponse } from 'next/server';
import { badRequest, localeParams, withRoute } from '@/lib/api';
import { MAX_UPLOAD_BYTES } from '@/features/forms';
import { readMultipart } from '@/lib/api/multipart';
import { assertUploadAllowed, limitFormAction, checkUpload, storeTempUpload } from '@/features/forms/server';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE = 64 * 1024;

export const POST = withRoute({ params: localeParams }, async ({ req, params }) => {
  await limitFormAction(req, 'upload', 'Too many uploads from this connection; please try again later.');
  const data = await readMultipart(req, MAX_UPLOAD_BYTES + ENVELOPE);
  const file = data.get('file');
  if (!(file instanceof File)) throw badRequest('The multipart body needs a field named "file" holding the file.');
  const upload = checkUpload(Buffer.from(await file.arrayBuffer()), file.name);
  await assertUploadAllowed(req, params.locale, upload.buffer.length);
  return NextResponse.json(await storeTempUpload(upload), { status: 201 });
});
