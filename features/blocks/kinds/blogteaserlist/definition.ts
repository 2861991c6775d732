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

const blogTeaserListSchema = z.object({
  kind: z.literal('blogteaserlist'),
  id,
  headline: shortText(),
  /** docs/requirements.md §5 and §9: a number from 1 to 8, required. */
  count: z
    .number({ error: 'item count is required (1 to 8)' })
    .int()
    .min(1, 'item count: 1 to 8')
    .max(8, 'item count: 1 to 8'),
  items: z.array(teaserItemSchema).default([]),
});

export const blogTeaserList = defineBlock({
  schema: blogTeaserListSchema,
  label: { de: 'Magazin-Teaser', en: 'Magazine teasers', cs: 'Upoutávky z magazínu' },
  sets: ['catalogue'],
  // The field stays required; a new list starts with three teasers, as on the demo pages.
  defaults: { count: 3 },
  fields: [
    listHeadlineField,
    {
      name: 'count',
      label: { de: 'Anzahl (1 bis 8)', en: 'Number of teasers (1 to 8)', cs: 'Počet (1 až 8)' },
      widget: 'number',
      required: true,
    },
    {
      name: 'items',
      label: { de: 'Ausgewählte Beiträge', en: 'Chosen articles', cs: 'Vybrané články' },
      hint: {
        de: 'Freie Plätze füllen die neuesten Magazinbeiträge.',
        en: 'Places left free are filled with the newest magazine articles.',
        cs: 'Volná místa doplní nejnovější články z magazínu.',
      },
      itemLabel: teaserItemLabel,
      widget: 'items',
      fields: teaserItemFields,
    },
  ],
  mediaIds: (block) => teaserItemMediaIds(block.items),
});
