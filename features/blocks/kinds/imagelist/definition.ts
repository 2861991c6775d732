import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, mediaId, optionalHref, shortText } from '../../fields';
import { hints, labels, listHeadlineField } from '@/features/blocks/shared/common-fields';

const imageListFormats = ['standard', 'square', 'portrait', 'wide'] as const;

const imageListSchema = z.object({
  kind: z.literal('imagelist'),
  id,
  headline: shortText(),
  format: z.enum(imageListFormats).default('standard'),
  /** parallax: parallax scrolling with semi-lazy loading (first images eager, the rest lazy). */
  variant: z.enum(['slider', 'grid', 'masonry', 'parallax']).default('grid'),
  items: z
    .array(z.object({ id, image: mediaId, caption: shortText(500), link_url: optionalHref }))
    .min(1, 'image list needs at least one image'),
});

export const imageList = defineBlock({
  schema: imageListSchema,
  label: { de: 'Bildergalerie', en: 'Image gallery', cs: 'Galerie obrázků' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'variant',
      label: { de: 'Darstellung', en: 'Display', cs: 'Zobrazení' },
      widget: 'select',
      options: [
        { value: 'grid', label: { de: 'Raster', en: 'Grid', cs: 'Mřížka' } },
        { value: 'slider', label: { de: 'Slider', en: 'Slider', cs: 'Posuvník' } },
        { value: 'masonry', label: { de: 'Mauerwerk', en: 'Masonry', cs: 'Mozaika' } },
        {
          value: 'parallax',
          label: {
            de: 'Parallax (lädt nach und nach)',
            en: 'Parallax (loads as you scroll)',
            cs: 'Paralaxa (načítá se postupně)',
          },
        },
      ],
    },
    {
      name: 'format',
      label: { de: 'Bildformat', en: 'Image format', cs: 'Formát obrázků' },
      widget: 'select',
      options: [
        { value: 'standard', label: { de: 'Standard (16:10)', en: 'Standard (16:10)', cs: 'Standardní (16:10)' } },
        { value: 'square', label: { de: 'Quadratisch', en: 'Square', cs: 'Čtvercový' } },
        { value: 'portrait', label: { de: 'Hochformat', en: 'Portrait', cs: 'Na výšku' } },
        { value: 'wide', label: { de: 'Breitbild', en: 'Wide', cs: 'Široký' } },
      ],
    },
    {
      name: 'items',
      label: { de: 'Bilder', en: 'Images', cs: 'Obrázky' },
      itemLabel: labels.image,
      widget: 'items',
      required: true,
      fields: [
        { name: 'image', label: labels.image, widget: 'media', required: true },
        { name: 'caption', label: { de: 'Bildunterschrift', en: 'Caption', cs: 'Popisek' }, widget: 'text' },
        { name: 'link_url', label: labels.link, hint: hints.link, widget: 'url' },
      ],
    },
  ],
  mediaIds: (block) => block.items.map((item) => item.image),
});
