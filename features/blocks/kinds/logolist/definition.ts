import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, mediaId, optionalHref, requiredText, shortText } from '../../fields';
import { hints, labels, listHeadlineField } from '@/features/blocks/shared/common-fields';

const logoListSchema = z.object({
  kind: z.literal('logolist'),
  id,
  headline: shortText(),
  items: z
    .array(z.object({ id, image: mediaId, name: requiredText('logo name', 200), link_url: optionalHref }))
    .min(1, 'logo list needs at least one logo'),
});

export const logoList = defineBlock({
  schema: logoListSchema,
  label: { de: 'Logoleiste', en: 'Logo list', cs: 'Řada log' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'items',
      label: { de: 'Logos', en: 'Logos', cs: 'Loga' },
      itemLabel: { de: 'Logo', en: 'Logo', cs: 'Logo' },
      widget: 'items',
      required: true,
      fields: [
        { name: 'image', label: labels.image, widget: 'media', required: true },
        {
          name: 'name',
          label: { de: 'Name (Alternativtext)', en: 'Name (alt text)', cs: 'Název (alternativní text)' },
          widget: 'text',
          required: true,
        },
        { name: 'link_url', label: labels.link, hint: hints.link, widget: 'url' },
      ],
    },
  ],
  mediaIds: (block) => block.items.map((item) => item.image),
});
