import { z } from 'zod';
import type { Locale } from '@/i18n/config';
import type { EmbedGroup } from './embed-hosts';

/** A text in every language of the site (editor labels, hints). */
export type Labels = Record<Locale, string>;

/** One choice of a select; legacyOnly: offered by the older editor set only (docs/requirements.md §3 and §5). */
export type SelectOption<V extends string = string> = { value: V; label: Labels; legacyOnly?: true };

/** Widgets for a text value. maxLength is not written here: it is read from the schema (resolveFields). */
type StringWidget<V extends string> =
  | { widget: 'text'; multiline?: true; legacyMaxLength?: number }
  | { widget: 'richtext' }
  | { widget: 'code' }
  | { widget: 'url' }
  | { widget: 'file' }
  | { widget: 'instant' }
  /** An embed code or share link; only the hosts of the group are accepted (docs/requirements.md §5). */
  | { widget: 'embed'; group: EmbedGroup }
  | (string extends V ? never : { widget: 'select'; options: readonly SelectOption<V>[] });

type ListWidget<I> = [I] extends [string]
  ? | (string extends I ? { widget: 'tags' } : never)
    | (string extends I ? never : { widget: 'multiselect'; options: readonly SelectOption<I>[] })
  : [I] extends [Record<string, unknown>]
    ? { widget: 'items'; itemLabel: Labels; fields: readonly FieldSpec<I>[] } | { widget: 'columns' }
    : { widget: 'blocks' };

/** The widgets that fit a value of type V: a media widget only for a media id, a select only for an enum, … */
type WidgetFor<V> = [V] extends [boolean]
  ? { widget: 'boolean' }
  : [V] extends [number]
    ? { widget: 'number' } | { widget: 'media' }
    : [V] extends [number | null]
      ? { widget: 'media' }
      : [V] extends [string | null]
        ? StringWidget<Exclude<V, null>>
        : [V] extends [readonly (infer I)[]]
          ? ListWidget<I>
          : never;

type EditableKey<T> = Exclude<keyof T & string, 'kind' | 'id'>;

type FieldBase<N extends string> = { name: N; label: Labels; required?: true; hint?: Labels };

/**
 * A field of a block kind as its definition writes it: the name must be a field of the kind's schema
 * and the widget must fit that field's type, so a renamed schema field is a type error here.
 */
export type FieldSpec<T> = { [N in EditableKey<T>]: FieldBase<N> & WidgetFor<T[N]> }[EditableKey<T>];

/** A field as the page editor reads it: limits resolved from the schema, sub-fields for item lists. */
export type EditorField = {
  name: string;
  label: Labels;
  widget: EditorWidget;
  required: boolean;
  hint?: Labels;
  maxLength?: number;
  /** The older editor set's shorter limit (docs/requirements.md §5: full teaser text 256). */
  legacyMaxLength?: number;
  min?: number;
  max?: number;
  multiline?: boolean;
  options?: readonly SelectOption[];
  embedGroup?: EmbedGroup;
  itemLabel?: Labels;
  fields?: EditorField[];
};

type EditorWidget =
  | 'text'
  | 'richtext'
  | 'code'
  | 'url'
  | 'file'
  | 'instant'
  | 'embed'
  | 'select'
  | 'boolean'
  | 'number'
  | 'media'
  | 'tags'
  | 'multiselect'
  | 'items'
  | 'columns'
  | 'blocks';

/** Defaults, nullables and optionals wrap the schema that carries the limits. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return unwrap(schema.unwrap());
  return schema;
}

function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodString) return inner.maxLength ?? undefined;
  if (inner instanceof z.ZodUnion) {
    const limits = inner.options.map(maxLengthOf).filter((n): n is number => n !== undefined);
    return limits.length ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/** The fields of one item of a list field (FAQ entries, teasers), to start a new item with its defaults. */
export function itemShape(schema: z.core.$ZodType): z.core.$ZodShape | undefined {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodArray)) return undefined;
  const element = inner.unwrap();
  return element instanceof z.ZodObject ? element.shape : undefined;
}

type AnySpec = FieldBase<string> & {
  widget: EditorWidget;
  multiline?: true;
  legacyMaxLength?: number;
  options?: readonly SelectOption[];
  group?: EmbedGroup;
  itemLabel?: Labels;
  fields?: readonly AnySpec[];
};

/** Turns the written field specs into editor fields, reading limits from the zod shape (one source). */
export function resolveFields(specs: readonly AnySpec[], shape: z.core.$ZodShape): EditorField[] {
  return specs.map(({ group, fields, required, ...spec }) => {
    const schema = shape[spec.name];
    const inner = schema ? unwrap(schema) : undefined;
    const numeric =
      inner instanceof z.ZodNumber ? { min: inner.minValue ?? undefined, max: inner.maxValue ?? undefined } : {};
    const items = fields && schema ? itemShape(schema) : undefined;
    return {
      ...spec,
      ...numeric,
      required: required === true,
      maxLength: schema ? maxLengthOf(schema) : undefined,
      multiline: spec.multiline,
      embedGroup: group,
      fields: fields && items ? resolveFields(fields, items) : undefined,
    };
  });
}
