import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, requiredText } from '../../fields';
import { labels } from '@/features/blocks/shared/common-fields';

const anchorListSchema = z.object({
  kind: z.literal('anchorlist'),
  id,
  sticky: z.boolean().default(true),
  children: z
    .array(
      z.object({
        id,
        label: requiredText('anchor label', 100),
        anchor: z
          .string()
          .min(1)
          .max(100)
          .regex(/^[A-Za-z0-9_-]+$/, 'anchor: letters, digits, - and _ only'),
      }),
    )
    .min(1, 'anchor list needs at least one entry'),
});

export const anchorList = defineBlock({
  schema: anchorListSchema,
  label: { de: 'Sprungmarken-Navigation', en: 'Anchor navigation', cs: 'Navigace po kotvách' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    { name: 'sticky', label: labels.sticky, widget: 'boolean' },
    {
      name: 'children',
      label: { de: 'Einträge', en: 'Entries', cs: 'Položky' },
      itemLabel: { de: 'Eintrag', en: 'Entry', cs: 'Položka' },
      widget: 'items',
      required: true,
      fields: [
        { name: 'label', label: { de: 'Beschriftung', en: 'Label', cs: 'Popisek' }, widget: 'text', required: true },
        { name: 'anchor', label: labels.anchor, widget: 'text', required: true },
      ],
    },
  ],
});
