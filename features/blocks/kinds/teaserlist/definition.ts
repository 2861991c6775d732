import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, shortText } from '../../fields';
import { listHeadlineField } from '@/features/blocks/shared/common-fields';
import {
  teaserItemFields,
  teaserItemLabel,
  teaserItemMediaIds,
  teaserItemSchema,
} from '@/features/blocks/shared/teaser-item';

const teaserListSchema = z.object({
  kind: z.literal('teaserlist'),
  id,
  headline: shortText(),
  variant: z.enum(['slider', 'list']).default('list'),
  items: z.array(teaserItemSchema).min(1, 'teaser list needs at least one teaser'),
});

export const teaserList = defineBlock({
  schema: teaserListSchema,
  label: { de: 'Teaserliste', en: 'Teaser list', cs: 'Seznam upoutávek' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'variant',
      label: { de: 'Darstellung', en: 'Display', cs: 'Zobrazení' },
      widget: 'select',
      options: [
        { value: 'list', label: { de: 'Liste', en: 'List', cs: 'Seznam' } },
        { value: 'slider', label: { de: 'Slider', en: 'Slider', cs: 'Posuvník' } },
      ],
    },
    {
      name: 'items',
      label: { de: 'Teaser', en: 'Teasers', cs: 'Upoutávky' },
      itemLabel: teaserItemLabel,
      widget: 'items',
      required: true,
      fields: teaserItemFields,
    },
  ],
  mediaIds: (block) => teaserItemMediaIds(block.items),
});
