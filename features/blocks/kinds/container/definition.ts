import { z } from 'zod';
import { defineBlock } from '../../define';
import { columns, extraClass, id } from '../../fields';
import { extraClassField } from '@/features/blocks/shared/common-fields';

export const containerLayouts = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;

/** Older editor set: a container nested in a section, with its own column layout. */
const containerSchema = z.object({
  kind: z.literal('container'),
  id,
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]*$/, 'slug: lower-case letters, digits and -')
    .default(''),
  layout: z.enum(containerLayouts).default('100'),
  extra_class: extraClass,
  columns,
});

export const container = defineBlock({
  schema: containerSchema,
  label: { de: 'Container', en: 'Container', cs: 'Kontejner' },
  sets: ['legacy'],
  // One empty column: the schema wants at least one, and the layout 100 has one.
  defaults: { columns: [{ classes: '', children: [] }] },
  fields: [
    {
      name: 'layout',
      label: { de: 'Spalten', en: 'Columns', cs: 'Sloupce' },
      widget: 'select',
      options: containerLayouts.map((value) => ({
        value,
        label: { de: `${value} %`, en: `${value} %`, cs: `${value} %` },
      })),
    },
    {
      name: 'slug',
      label: { de: 'Kurzname', en: 'Slug', cs: 'Zkratka' },
      hint: {
        de: 'Kleinbuchstaben, Ziffern und -',
        en: 'Lower-case letters, digits and -',
        cs: 'Malá písmena, číslice a -',
      },
      widget: 'text',
    },
    extraClassField,
    {
      name: 'columns',
      label: { de: 'Inhalt der Spalten', en: 'Column content', cs: 'Obsah sloupců' },
      widget: 'columns',
    },
  ],
  mediaIds: (block, nested) => block.columns.flatMap((column) => nested(column.children)),
});
