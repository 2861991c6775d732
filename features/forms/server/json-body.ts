import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/body';
import { parseJsonText } from '@/lib/api/json';

/** Entries are small: text only, files travel separately through /temp-files/. */
const MAX_JSON = 256 * 1024;

export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readBodyText(
    req,
    MAX_JSON,
    `The form data is larger than ${MAX_JSON / 1024} KB; send files through /temp-files/.`,
  );
  if (!text.trim())
    throw new ApiError(400, 'Request body is empty; JSON {form, field_values} was expected', 'bad_request');
  return parseJsonText(text);
}
