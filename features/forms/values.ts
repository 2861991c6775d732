import { EMAIL_CONFIRM, FIELD, LIST_TYPES } from './field-types';
import type { FieldErrors, FieldValue, FieldValues, FormFieldView } from './types';

export const EMAIL_CONFIRM_SLUG = 'email2';

/**
 * Splits the builder's comma-separated choices; a choice with a comma inside is written in double
 * quotes ("Samstag, 10 Uhr").
 */
export function parseChoices(choices: string): string[] {
  const out: string[] = [];
  const pattern = /\s*(?:"([^"]*)"|([^,]*))\s*(?:,|$)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(choices)) !== null) {
    const value = (match[1] ?? match[2] ?? '').trim();
    if (value) out.push(value);
    if (pattern.lastIndex >= choices.length) break;
  }
  return out;
}

/** docs/requirements.md §3: code 9 starts empty, codes 5 and 7 hold a list (the default wrapped in one), others the default. */
export function initialValue(field: Pick<FormFieldView, 'field_type' | 'default'>): FieldValue {
  if (field.field_type === FIELD.file) return '';
  if (LIST_TYPES.includes(field.field_type)) return field.default ? [field.default] : [];
  return field.default;
}

export function initialValues(fields: FormFieldView[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.slug, initialValue(f)]));
}

/** One error flag per field slug, all false until validation says otherwise. */
export function initialErrors(fields: FormFieldView[]): FieldErrors {
  return Object.fromEntries(fields.map((f) => [f.slug, false]));
}

/** The e-mail confirmation field appended to every form (slug email2, not required; docs/requirements.md §3). */
export function withEmailConfirmation(fields: FormFieldView[], label: string): FormFieldView[] {
  if (fields.some((f) => f.slug === EMAIL_CONFIRM_SLUG)) return fields;
  return [
    ...fields,
    {
      id: EMAIL_CONFIRM_SLUG,
      label,
      slug: EMAIL_CONFIRM_SLUG,
      field_type: EMAIL_CONFIRM,
      required: false,
      visible: true,
      choices: '',
      default: '',
      placeholder_text: '',
      help_text: '',
    },
  ];
}

/** A checkbox value from JSON (true) or a plain form post ("on"). */
export function isChecked(value: FieldValue) {
  return value === true || value === 'on' || value === 'true' || value === '1';
}
