import { EMAIL_CONFIRM, FIELD } from './field-types';
import type { FieldErrorCode, FieldErrors, FieldValue, FieldValues, FormFieldView } from './types';
import { isChecked, parseChoices } from './values';

/** Same rule in the browser and on the server: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+([.,]\d+)?$/;
const MAX_TEXT = 500;
const MAX_TEXTAREA = 5000;

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value.trim());

/** docs/requirements.md §5: the negative-number check for numeric strings. */
export const isNegativeNumber = (value: string) => /^\s*-\s*\d/.test(value);

function isEmpty(value: FieldValue | undefined) {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

function isValidDate(value: string, withTime: boolean) {
  const match = (withTime ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/ : /^(\d{4})-(\d{2})-(\d{2})$/).exec(
    value,
  );
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return !withTime || (Number(match[4]) < 24 && Number(match[5]) < 60);
}

/** Checks one field; `email` is the value of the form's first e-mail field (for the confirmation). */
export function validateField(
  field: FormFieldView,
  value: FieldValue | undefined,
  email: string,
): FieldErrorCode | false {
  const type = field.field_type;
  if (type === FIELD.checkbox) {
    if (value !== undefined && value !== null && typeof value !== 'boolean' && typeof value !== 'string')
      return 'invalid';
    return field.required && !isChecked(value ?? false) ? 'required' : false;
  }
  if (isEmpty(value)) return field.required ? 'required' : false;
  const listType = type === FIELD.checkboxes || type === FIELD.selectMultiple;
  if (listType) {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return 'invalid';
    const choices = parseChoices(field.choices);
    return value.every((v) => choices.includes(v)) ? false : 'choice';
  }
  if (Array.isArray(value) || typeof value === 'boolean') return 'invalid';
  const text = String(value).trim();
  switch (type) {
    case FIELD.email:
      return isEmail(text) ? false : 'email';
    case EMAIL_CONFIRM:
      if (!isEmail(text)) return 'email';
      return email && text.toLowerCase() !== email.trim().toLowerCase() ? 'emailMismatch' : false;
    case FIELD.number:
      if (isNegativeNumber(text)) return 'negative';
      return NUMBER.test(text) && text.length <= 15 ? false : 'number';
    case FIELD.date:
      return isValidDate(text, false) ? false : 'date';
    case FIELD.dateOfBirth:
      return isValidDate(text, false) && text <= new Date().toISOString().slice(0, 10) ? false : 'date';
    case FIELD.datetime:
      return isValidDate(text, true) ? false : 'date';
    case FIELD.select:
    case FIELD.radio:
      return parseChoices(field.choices).includes(text) ? false : 'choice';
    case FIELD.url:
      return isWebAddress(text) ? false : 'url';
    case FIELD.file:
      return UUID.test(text) ? false : 'file';
    case FIELD.textarea:
      return text.length > MAX_TEXTAREA ? 'tooLong' : false;
    default:
      return text.length > MAX_TEXT ? 'tooLong' : false;
  }
}

function isWebAddress(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Validates every visible field; the answer has an entry (false or a code) for each of them. */
export function validateValues(fields: FormFieldView[], values: FieldValues): FieldErrors {
  const emailField = fields.find((f) => f.field_type === FIELD.email && f.visible);
  const email = emailField ? String(values[emailField.slug] ?? '') : '';
  const errors: FieldErrors = {};
  for (const field of fields)
    errors[field.slug] = field.visible ? validateField(field, values[field.slug], email) : false;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
