import { describe, expect, it } from 'vitest';
import { EMAIL_CONFIRM, FIELD, FIELD_TYPE_CODES, FIELD_TYPES } from './field-types';
import { sniffUpload } from './file-types';
import type { FormFieldView } from './types';
import { isEmail, isNegativeNumber, validateField, validateValues } from './validation';
import { initialErrors, initialValue, initialValues, parseChoices, withEmailConfirmation } from './values';

const field = (overrides: Partial<FormFieldView>): FormFieldView => ({
  id: 1,
  label: 'Field',
  slug: 'field',
  field_type: FIELD.text,
  required: false,
  visible: true,
  choices: '',
  default: '',
  placeholder_text: '',
  help_text: '',
  ...overrides,
});

describe('field type codes', () => {
  it('defines the codes 1 to 15 once, each with a distinct name', () => {
    expect(FIELD_TYPE_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(new Set(Object.values(FIELD_TYPES).map((t) => t.name)).size).toBe(15);
    expect(FIELD_TYPES[9].input).toBe('file');
    expect(FIELD_TYPES[12].input).toBe('hidden');
  });
});

describe('initial values by type code (docs/requirements.md §3)', () => {
  it('code 9 (file) starts empty even with a default', () => {
    expect(initialValue(field({ field_type: 9, default: 'something.pdf' }))).toBe('');
  });

  it('codes 5 and 7 hold a list: the default wrapped in one, or an empty list', () => {
    expect(initialValue(field({ field_type: 5, default: 'Lunch' }))).toEqual(['Lunch']);
    expect(initialValue(field({ field_type: 7, default: 'A' }))).toEqual(['A']);
    expect(initialValue(field({ field_type: 5, default: '' }))).toEqual([]);
    expect(initialValue(field({ field_type: 7 }))).toEqual([]);
  });

  it('every other code starts with the default', () => {
    for (const code of FIELD_TYPE_CODES.filter((c) => ![5, 7, 9].includes(c))) {
      expect(initialValue(field({ field_type: code, default: 'x1' })), `code ${code}`).toBe('x1');
    }
  });

  it('maps every slug, with one error flag per slug that starts false', () => {
    const fields = withEmailConfirmation(
      [field({ slug: 'name', default: 'Ada' }), field({ slug: 'extras', field_type: 5 })],
      'Confirm e-mail address',
    );
    expect(initialValues(fields)).toEqual({ name: 'Ada', extras: [], email2: '' });
    expect(initialErrors(fields)).toEqual({ name: false, extras: false, email2: false });
  });

  it('appends the e-mail confirmation field (email2, emailconfirm, not required) once', () => {
    const fields = withEmailConfirmation([field({ slug: 'email', field_type: 3 })], 'Confirm');
    expect(fields.at(-1)).toMatchObject({
      slug: 'email2',
      field_type: EMAIL_CONFIRM,
      required: false,
      visible: true,
      label: 'Confirm',
    });
    expect(withEmailConfirmation(fields, 'Confirm')).toHaveLength(2);
  });
});

describe('choices', () => {
  it('splits on commas and keeps quoted choices with commas together', () => {
    expect(parseChoices('Never, Once,Regularly')).toEqual(['Never', 'Once', 'Regularly']);
    expect(parseChoices('"Saturday, 10 am", "Sunday, 2 pm"')).toEqual(['Saturday, 10 am', 'Sunday, 2 pm']);
    expect(parseChoices('')).toEqual([]);
  });
});

describe('validators', () => {
  it('required fields: empty text, empty list and an unchecked box are refused', () => {
    expect(validateField(field({ required: true }), '  ', '')).toBe('required');
    expect(validateField(field({ required: true, field_type: 5, choices: 'a, b' }), [], '')).toBe('required');
    expect(validateField(field({ required: true, field_type: 4 }), false, '')).toBe('required');
    expect(validateField(field({ required: true, field_type: 4 }), true, '')).toBe(false);
    expect(validateField(field({ required: false }), '', '')).toBe(false);
  });

  it('e-mail addresses', () => {
    expect(isEmail('anna@museum.example')).toBe(true);
    for (const bad of ['anna', 'anna@', 'anna@museum', 'an na@museum.de', '@museum.de'])
      expect(isEmail(bad), bad).toBe(false);
    expect(validateField(field({ field_type: 3 }), 'not-an-address', '')).toBe('email');
  });

  it('the confirmation must match the first e-mail field', () => {
    const fields = withEmailConfirmation([field({ slug: 'email', field_type: 3, required: true })], 'Confirm');
    expect(validateValues(fields, { email: 'a@b.de', email2: 'A@B.de' })).toEqual({ email: false, email2: false });
    expect(validateValues(fields, { email: 'a@b.de', email2: 'c@b.de' }).email2).toBe('emailMismatch');
    expect(validateValues(fields, { email: 'a@b.de', email2: '' }).email2).toBe(false);
  });

  it('negative numbers and non-numbers are refused', () => {
    expect(isNegativeNumber('-1')).toBe(true);
    expect(isNegativeNumber(' - 3')).toBe(true);
    expect(isNegativeNumber('3')).toBe(false);
    expect(validateField(field({ field_type: 13 }), '-2', '')).toBe('negative');
    expect(validateField(field({ field_type: 13 }), 'zwei', '')).toBe('number');
    expect(validateField(field({ field_type: 13 }), 2, '')).toBe(false);
  });

  it('choices must be offered ones; dates must exist', () => {
    expect(validateField(field({ field_type: 8, choices: 'a, b' }), 'c', '')).toBe('choice');
    expect(validateField(field({ field_type: 5, choices: 'a, b' }), ['a', 'x'], '')).toBe('choice');
    expect(validateField(field({ field_type: 6, choices: 'a, b' }), ['a'], '')).toBe('invalid');
    expect(validateField(field({ field_type: 10 }), '2026-02-30', '')).toBe('date');
    expect(validateField(field({ field_type: 10 }), '2026-02-28', '')).toBe(false);
    expect(validateField(field({ field_type: 15 }), '2999-01-01', '')).toBe('date');
  });

  it('invisible fields are not checked', () => {
    expect(validateValues([field({ slug: 'x', required: true, visible: false })], {})).toEqual({ x: false });
  });
});

describe('upload type by content', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
  it('recognises PDF, PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffUpload(bytes('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(sniffUpload(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])))?.toMatchObject({
      mime: 'image/png',
    });
    expect(sniffUpload(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffUpload(bytes('GIF89a...'))?.mime).toBe('image/gif');
    expect(sniffUpload(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses an executable whatever its name, and plain text', () => {
    expect(sniffUpload(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(sniffUpload(bytes([0x7f], 'ELF'))).toBeNull();
    expect(sniffUpload(bytes('hello %PDF-'))).toBeNull();
  });
});
