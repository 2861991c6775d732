import 'server-only';
import { toCsv } from '@/lib/csv';
import type { FormEntryRow } from '@/lib/db/schema';
import { FIELD } from '../field-types';
import type { FormFieldView } from '../types';
import { EMAIL_CONFIRM_SLUG } from '../values';

/** The entries of a form as comma-separated CSV (the shared writer neutralises formulas). */
export function entriesCsv(
  fields: FormFieldView[],
  entries: FormEntryRow[],
  labels: { id: string; date: string; language: string },
  fileUrl: (id: string) => string,
) {
  const columns = fields.filter((f) => f.slug !== EMAIL_CONFIRM_SLUG);
  const header = [labels.id, labels.date, labels.language, ...columns.map((f) => f.label)];
  const lines = [
    header,
    ...entries.map((e) => [
      String(e.id),
      new Date(e.createdAt).toISOString(),
      e.locale,
      ...columns.map((f) => cell(f, e.values[f.slug], fileUrl)),
    ]),
  ];
  return toCsv(lines);
}

function cell(field: FormFieldView, value: unknown, fileUrl: (id: string) => string) {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (field.field_type === FIELD.file && typeof value === 'string' && value) return fileUrl(value);
  return String(value);
}
