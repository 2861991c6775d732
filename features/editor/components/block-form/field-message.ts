import type { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import { embedProviders, type EditorField } from '@/features/blocks';

type Translate = ReturnType<typeof useTranslations<'Editor'>>;

/** Hosts an embed field accepts, as the refusal names them (docs/requirements.md §5 allowlists). */
export function allowedHosts(field: EditorField): string {
  return field.embedGroup ? [...new Set(Object.values(embedProviders[field.embedGroup]).flat())].join(', ') : '';
}

/**
 * A field's error in the staff member's language. The block schemas speak English to the API;
 * here the zod issue code and the field's definition (limits, embed group) say what to tell staff.
 */
export function fieldMessage(t: Translate, field: EditorField, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const numeric = field.widget === 'number';
  switch (error.type) {
    case 'too_small':
      if (numeric) return t('form.range', { min: field.min ?? 0, max: field.max ?? 0 });
      return t('form.required');
    case 'too_big':
      if (numeric) return t('form.range', { min: field.min ?? 0, max: field.max ?? 0 });
      return t('form.tooLong', { max: field.maxLength ?? 0 });
    case 'invalid_type':
      return field.required ? t('form.required') : t('form.invalid');
    case 'custom':
      if (field.widget === 'embed') return t('form.embedHost', { hosts: allowedHosts(field) });
      return t('form.invalid');
    case 'invalid_format':
      if (field.widget === 'url' || field.widget === 'file') return t('form.invalidLink');
      if (field.widget === 'instant') return t('form.invalidDate');
      return t('form.invalidCharacters');
    default:
      return t('form.invalid');
  }
}
