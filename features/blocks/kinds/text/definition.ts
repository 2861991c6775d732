import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id } from '../../fields';
import { anchorField } from '@/features/blocks/shared/common-fields';

const textSchema = z.object({
  kind: z.literal('text'),
  id,
  /** Rich text, sanitized on output (lib/sanitize.ts). */
  content: z.string().max(100_000),
  anchor,
  decrease_distance: z.boolean().default(false),
});

export const text = defineBlock({
  schema: textSchema,
  label: { de: 'Text', en: 'Text', cs: 'Text' },
  sets: ['toolbar'],
  // A new text starts empty; the schema needs the key, not a word in it.
  defaults: { content: '' },
  fields: [
    { name: 'content', label: { de: 'Text', en: 'Text', cs: 'Text' }, widget: 'richtext' },
    {
      name: 'decrease_distance',
      label: { de: 'Geringerer Abstand nach oben', en: 'Less space above', cs: 'Menší odstup nahoře' },
      widget: 'boolean',
    },
    anchorField,
  ],
});
