import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@/i18n/config';
import { ApiError, notFound } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { formEntries, formFiles } from '@/lib/db/schema';
import { FIELD } from '../field-types';
import type { EntryPayload } from '../schemas';
import type { FieldErrors, FieldValue, FieldValues, FormFieldView } from '../types';
import { hasErrors, validateValues } from '../validation';
import { EMAIL_CONFIRM_SLUG, isChecked } from '../values';
import { getForm } from './forms';
import { errorMessages, formMessage } from './messages';
import { findTempUploads, removeStoredFiles, uploadRow, writeUploadFile, type CheckedUpload } from './uploads';

/** Stands in for a file sent with a plain form post, so the same validator sees "a file is there". */
const POSTED_FILE = '00000000-0000-4000-8000-000000000000';

export type SubmitResult = { id: number | null; form: number; thank_you: string };

/** A refused submission: 400 with {slug: message} in `errors` and the codes for the form view. */
export class FormInvalidError extends ApiError {
  constructor(
    locale: Locale,
    readonly codes: FieldErrors,
  ) {
    super(400, formMessage(locale, 'invalid'), 'invalid', errorMessages(locale, codes));
  }
}

/**
 * Validates and stores one entry. Either everything is stored (entry, file claims, posted files)
 * in one transaction, or nothing is and the caller gets a 4xx that says why.
 * `posted` holds files sent with a plain multipart post, already checked; `fileErrors` the ones refused.
 */
export async function submitEntry(
  locale: Locale,
  payload: EntryPayload,
  posted: Record<string, CheckedUpload> = {},
  fileErrors: FieldErrors = {},
): Promise<SubmitResult> {
  const form = await getForm(payload.form, locale);
  if (!form) throw notFound('Form');
  if (payload.homepage?.trim()) {
    // A bot filled the honeypot: answer like a success so it learns nothing, store nothing.
    return { id: null, form: form.id, thank_you: form.thank_you };
  }
  const bySlug = new Map(form.fields.map((f) => [f.slug, f]));
  const unknown = Object.keys(payload.field_values).filter((slug) => !bySlug.has(slug));
  if (unknown.length)
    throw new ApiError(
      400,
      `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 10).join(', ')}`,
      'unknown_field',
    );

  const values: FieldValues = { ...payload.field_values };
  for (const slug of Object.keys(posted)) values[slug] = POSTED_FILE;
  const errors = validateValues(form.fields, values);
  for (const [slug, code] of Object.entries(fileErrors)) if (code && bySlug.has(slug)) errors[slug] = code;

  const fileFields = form.fields.filter((f) => f.visible && f.field_type === FIELD.file && !posted[f.slug]);
  const claims = fileFields
    .map((f) => ({ slug: f.slug, id: values[f.slug] }))
    .filter((c): c is { slug: string; id: string } => typeof c.id === 'string' && c.id !== '' && !errors[c.slug]);
  const available = new Set(
    (
      await findTempUploads(
        db(),
        claims.map((c) => c.id),
      )
    ).map((f) => f.id),
  );
  for (const claim of claims) if (!available.has(claim.id)) errors[claim.slug] = 'file';
  if (hasErrors(errors)) throw new FormInvalidError(locale, errors);

  const stored = storedValues(form.fields, values);
  const written: { slug: string; upload: CheckedUpload; storedName: string }[] = [];
  try {
    for (const [slug, upload] of Object.entries(posted))
      written.push({ slug, upload, storedName: await writeUploadFile(upload) });
    const id = await db().transaction(async (tx) => {
      const [entry] = await tx
        .insert(formEntries)
        .values({ formId: form.id, locale, values: stored })
        .returning({ id: formEntries.id });
      for (const claim of claims) {
        const claimed = await tx
          .update(formFiles)
          .set({ entryId: entry.id, fieldSlug: claim.slug })
          .where(and(eq(formFiles.id, claim.id), isNull(formFiles.entryId)))
          .returning({ id: formFiles.id });
        // Another submission took this upload between the check and now: refuse, roll everything back.
        if (claimed.length !== 1)
          throw new FormInvalidError(locale, { ...emptyErrors(form.fields), [claim.slug]: 'file' });
      }
      if (written.length) {
        const rows = await tx
          .insert(formFiles)
          .values(written.map((w) => uploadRow(w.upload, w.storedName, { entryId: entry.id, fieldSlug: w.slug })))
          .returning({ id: formFiles.id, fieldSlug: formFiles.fieldSlug });
        const files = Object.fromEntries(rows.map((r) => [r.fieldSlug as string, r.id]));
        await tx
          .update(formEntries)
          .set({ values: { ...stored, ...files } })
          .where(eq(formEntries.id, entry.id));
      }
      return entry.id;
    });
    return { id, form: form.id, thank_you: form.thank_you };
  } catch (error) {
    await removeStoredFiles(written.map((w) => w.storedName));
    throw error;
  }
}

const emptyErrors = (fields: FormFieldView[]): FieldErrors => Object.fromEntries(fields.map((f) => [f.slug, false]));

/** What is kept: visible fields only, checkboxes as true/false, text trimmed; the confirmation is not kept. */
function storedValues(fields: FormFieldView[], values: FieldValues): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (!field.visible || field.slug === EMAIL_CONFIRM_SLUG) continue;
    const value = values[field.slug];
    if (field.field_type === FIELD.checkbox) out[field.slug] = isChecked(value ?? false);
    else if (Array.isArray(value)) out[field.slug] = value;
    else out[field.slug] = value === null || value === undefined ? '' : String(value).trim();
  }
  return out;
}

export type EntryView = {
  id: number;
  created_at: string;
  locale: string;
  values: Record<string, FieldValue>;
  files: { id: string; field: string; name: string; size: number; content_type: string }[];
};

/** Staff: one page of a form's entries, newest first, with their files. */
export async function listEntries(formId: number, page: number, pageSize: number) {
  const [{ n }] = await db().select({ n: count() }).from(formEntries).where(eq(formEntries.formId, formId));
  const rows = await db()
    .select()
    .from(formEntries)
    .where(eq(formEntries.formId, formId))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const files = rows.length
    ? await db()
        .select()
        .from(formFiles)
        .where(
          inArray(
            formFiles.entryId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const results: EntryView[] = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    locale: r.locale,
    values: r.values,
    files: files
      .filter((f) => f.entryId === r.id)
      .map((f) => ({
        id: f.id,
        field: f.fieldSlug ?? '',
        name: f.originalName,
        size: f.bytes,
        content_type: f.mimeType,
      })),
  }));
  return { count: n, results };
}

/** Staff: every entry of a form, oldest first, for the CSV export. */
export async function allEntries(formId: number) {
  return db()
    .select()
    .from(formEntries)
    .where(eq(formEntries.formId, formId))
    .orderBy(formEntries.createdAt, formEntries.id);
}
