import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, mediaId, requiredText } from '../../fields';
import { labels } from '@/features/blocks/shared/common-fields';

const twoColumnsSchema = z.object({
  kind: z.literal('twocolumns'),
  id,
  extra_class: z.enum(['image-text', 'text-image']).default('image-text'),
  /** Rich text, sanitized on output. */
  text: requiredText('text', 20_000),
  image: mediaId,
});

export const twoColumns = defineBlock({
  schema: twoColumnsSchema,
  label: { de: 'Bild und Text', en: 'Image and text', cs: 'Obrázek a text' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    {
      name: 'extra_class',
      label: { de: 'Anordnung', en: 'Layout', cs: 'Rozvržení' },
      widget: 'select',
      options: [
        {
          value: 'image-text',
          label: { de: 'Bild links, Text rechts', en: 'Image left, text right', cs: 'Obrázek vlevo, text vpravo' },
        },
        {
          value: 'text-image',
          label: { de: 'Text links, Bild rechts', en: 'Text left, image right', cs: 'Text vlevo, obrázek vpravo' },
        },
      ],
    },
    { name: 'image', label: labels.image, widget: 'media', required: true },
    { name: 'text', label: labels.text, widget: 'richtext', required: true },
  ],
  mediaIds: (block) => [block.image],
});
