import { newBlockId, type EditorField } from '@/features/blocks';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** An empty value of a widget, for a field the schema gives no default. */
function emptyValue(field: EditorField): unknown {
  switch (field.widget) {
    case 'boolean':
      return false;
    case 'media':
      return null;
    case 'number':
      return field.min ?? 0;
    case 'select':
      return field.options?.find((o) => !o.legacyOnly)?.value ?? '';
    case 'tags':
    case 'multiselect':
    case 'items':
    case 'blocks':
      return [];
    case 'columns':
      return [{ classes: '', children: [] }];
    default:
      return '';
  }
}

/** The start values of a form: the schema's default where it has one, an empty value otherwise. */
export function blankValues(fields: readonly EditorField[], shape: Shape): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const parsed = shape[field.name]?.safeParse(undefined);
      return [field.name, parsed?.success && parsed.data !== undefined ? parsed.data : emptyValue(field)];
    }),
  );
}

/** A new item of an item list (FAQ entry, teaser, image …) with a fresh id. */
export function blankItem(field: EditorField, shape: Shape | undefined): Record<string, unknown> {
  return { id: newBlockId('item'), ...blankValues(field.fields ?? [], shape ?? {}) };
}
