/**
 * The field type codes of the form builder (docs/requirements.md §3: field_type is a numeric code), defined
 * once for rendering, initial values and validation. The e-mail confirmation field appended to every
 * form has the non-numeric type 'emailconfirm'.
 */
export const FIELD_TYPES = {
  1: { name: 'text', input: 'text' },
  2: { name: 'textarea', input: 'textarea' },
  3: { name: 'email', input: 'email' },
  4: { name: 'checkbox', input: 'checkbox' },
  5: { name: 'checkboxes', input: 'checkboxes' },
  6: { name: 'select', input: 'select' },
  7: { name: 'select-multiple', input: 'select-multiple' },
  8: { name: 'radio', input: 'radio' },
  9: { name: 'file', input: 'file' },
  10: { name: 'date', input: 'date' },
  11: { name: 'datetime', input: 'datetime-local' },
  12: { name: 'hidden', input: 'hidden' },
  13: { name: 'number', input: 'number' },
  14: { name: 'url', input: 'url' },
  15: { name: 'date-of-birth', input: 'date' },
} as const;

export type FieldTypeCode = keyof typeof FIELD_TYPES;
export const EMAIL_CONFIRM = 'emailconfirm' as const;
export type FieldType = FieldTypeCode | typeof EMAIL_CONFIRM;

export const FIELD_TYPE_CODES = Object.keys(FIELD_TYPES).map(Number) as FieldTypeCode[];

export const FIELD = {
  text: 1,
  textarea: 2,
  email: 3,
  checkbox: 4,
  checkboxes: 5,
  select: 6,
  selectMultiple: 7,
  radio: 8,
  file: 9,
  date: 10,
  datetime: 11,
  hidden: 12,
  number: 13,
  url: 14,
  dateOfBirth: 15,
} as const satisfies Record<string, FieldTypeCode>;

/** Codes whose value is a list of chosen options. */
export const LIST_TYPES: readonly FieldType[] = [FIELD.checkboxes, FIELD.selectMultiple];

export function isFieldTypeCode(value: unknown): value is FieldTypeCode {
  return typeof value === 'number' && value in FIELD_TYPES;
}

export function inputKind(type: FieldType) {
  return type === EMAIL_CONFIRM ? 'email' : FIELD_TYPES[type].input;
}
