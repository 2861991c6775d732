import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, mediaId, optionalHref, shortText } from '../../fields';
import { hints, labels } from '@/features/blocks/shared/common-fields';

const imageFormats = ['large', 'medium', 'small', 'vertical', 'horizontal'] as const;

const imageSchema = z.object({
  kind: z.literal('image'),
  id,
  image: mediaId,
  /** large, medium, small; the older editor set's vertical (400x500) and horizontal (1240x700). */
  format: z.enum(imageFormats).default('large'),
  link_url: optionalHref,
  description: shortText(1000),
});

export const image = defineBlock({
  schema: imageSchema,
  label: { de: 'Bild', en: 'Image', cs: 'Obrázek' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    { name: 'image', label: labels.image, widget: 'media', required: true },
    {
      name: 'format',
      label: { de: 'Größe', en: 'Size', cs: 'Velikost' },
      widget: 'select',
      options: [
        { value: 'large', label: { de: 'Groß', en: 'Large', cs: 'Velký' } },
        { value: 'medium', label: { de: 'Mittel', en: 'Medium', cs: 'Střední' } },
        { value: 'small', label: { de: 'Klein', en: 'Small', cs: 'Malý' } },
        {
          value: 'vertical',
          label: { de: 'Hochformat 400 × 500', en: 'Portrait 400 × 500', cs: 'Na výšku 400 × 500' },
          legacyOnly: true,
        },
        {
          value: 'horizontal',
          label: { de: 'Querformat 1240 × 700', en: 'Landscape 1240 × 700', cs: 'Na šířku 1240 × 700' },
          legacyOnly: true,
        },
      ],
    },
    {
      name: 'description',
      label: { de: 'Bildunterschrift', en: 'Caption', cs: 'Popisek' },
      widget: 'text',
      multiline: true,
    },
    { name: 'link_url', label: labels.link, hint: hints.link, widget: 'url' },
  ],
  mediaIds: (block) => [block.image],
});
