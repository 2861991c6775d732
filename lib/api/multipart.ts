import 'server-only';
import { ApiError } from './errors';
import { assertNoNul } from './json';

/**
 * Reads a multipart body but stops as soon as it grows beyond maxBytes (413), so a 50 MB post is
 * refused without being held in memory whole.
 */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new ApiError(415, 'Send the file as multipart/form-data with a field named "file".', 'unsupported_media_type');
  const tooLarge = () => new ApiError(413, `The upload is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB.`, 'file_too_large');
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) throw new ApiError(400, 'The request has no body.', 'bad_request');
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read.', 'bad_request');
  }
  assertNoNul(form);
  return form;
}
