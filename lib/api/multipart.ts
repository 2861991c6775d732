import 'server-only';
import { readBodyBytes } from './body';
import { ApiError } from './errors';
import { assertNoNul } from './json';

/**
 * Reads a multipart body but stops as soon as it grows beyond maxBytes (413), so a 50 MB post is
 * refused without being held in memory whole.
 */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw new ApiError(
      415,
      'Send the file as multipart/form-data with a field named "file".',
      'unsupported_media_type',
    );
  if (!req.body) throw new ApiError(400, 'The request has no body.', 'bad_request');
  const bytes = await readBodyBytes(
    req,
    maxBytes,
    `The upload is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB.`,
    'file_too_large',
  );
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read.', 'bad_request');
  }
  assertNoNul(form);
  return form;
}
