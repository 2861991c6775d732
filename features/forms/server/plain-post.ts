import 'server-only';
import type { Locale } from '@/i18n/config';
import { ApiError } from '@/lib/api/errors';
import { FIELD, LIST_TYPES } from '../field-types';
import { MAX_UPLOAD_BYTES } from '../file-types';
import type { EntryPayload } from '../schemas';
import type { FieldErrors, FieldValues } from '../types';
import { readMultipart } from '@/lib/api/multipart';
import { getForm } from './forms';
import { checkUpload, type CheckedUpload } from './uploads';

/** A plain form post may carry a few files; beyond this the whole post is refused (413). */
const MAX_PLAIN_POST = 3 * MAX_UPLOAD_BYTES + 256 * 1024;
const FIELD_NAME = /^field_values\[([^\]]{1,100})\]$/;

export type PlainPost = {
  payload: EntryPayload;
  posted: Record<string, CheckedUpload>;
  fileErrors: FieldErrors;
  slug: string;
};

/**
 * Turns the multipart post the form sends without JavaScript (names field_values[slug]) into the
 * same payload the JSON API takes, checking any attached files on the way.
 */
export async function readPlainPost(req: Request, locale: Locale): Promise<PlainPost> {
  const data = await readMultipart(req, MAX_PLAIN_POST);
  const formId = Number(data.get('form'));
  const form = Number.isInteger(formId) && formId > 0 ? await getForm(formId, locale) : null;
  if (!form) throw new ApiError(404, 'Form not found', 'not_found');
  const types = new Map(form.fields.map((f) => [f.slug, f.field_type]));
  const values: FieldValues = {};
  const posted: Record<string, CheckedUpload> = {};
  const fileErrors: FieldErrors = {};
  for (const key of new Set(data.keys())) {
    const slug = FIELD_NAME.exec(key)?.[1];
    if (!slug) continue;
    const all = data.getAll(key);
    const file = all.find((v): v is File => v instanceof File);
    if (file) {
      // A file input left empty still sends an empty part without a name.
      if (file.size === 0 && !file.name) values[slug] = '';
      else await checkPostedFile(file, slug, posted, fileErrors);
      continue;
    }
    const texts = all.map(String);
    values[slug] = LIST_TYPES.includes(types.get(slug) ?? FIELD.text) ? texts : (texts.at(-1) ?? '');
  }
  // Unchecked boxes and empty multi-selects are not sent at all.
  for (const field of form.fields) {
    if (values[field.slug] !== undefined || posted[field.slug] || fileErrors[field.slug]) continue;
    if (LIST_TYPES.includes(field.field_type)) values[field.slug] = [];
    else if (field.field_type === FIELD.checkbox) values[field.slug] = false;
  }
  const homepage = data.get('homepage');
  return {
    payload: { form: form.id, field_values: values, homepage: typeof homepage === 'string' ? homepage : undefined },
    posted,
    fileErrors,
    slug: form.slug,
  };
}

async function checkPostedFile(file: File, slug: string, posted: Record<string, CheckedUpload>, errors: FieldErrors) {
  try {
    posted[slug] = checkUpload(Buffer.from(await file.arrayBuffer()), file.name);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    errors[slug] = error.status === 413 ? 'fileSize' : 'fileType';
  }
}
