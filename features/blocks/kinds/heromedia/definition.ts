import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, instant, optionalHref, optionalMediaId, shortText } from '../../fields';
import { hints, labels } from '@/features/blocks/shared/common-fields';

const heroMediaSchema = z
  .object({
    kind: z.literal('heromedia'),
    id,
    headline: shortText(),
    text: shortText(1000),
    button_text: shortText(200),
    button_link: optionalHref,
    sticky: z.boolean().default(false),
    image: optionalMediaId,
    /** A self-hosted video file played muted in a loop instead of the image. */
    video: z
      .string()
      .max(2000)
      .regex(/^(\/[^/]|https:\/\/)|^$/, 'video: a site path or an https URL')
      .default(''),
    online_from: instant,
    online_to: instant.nullable().default(null),
  })
  .refine((b) => b.image !== null || b.video !== '', {
    message: 'hero media needs an image or a video',
    path: ['image'],
  })
  .refine((b) => !b.online_to || Date.parse(b.online_from) < Date.parse(b.online_to), {
    message: 'online_to must be after online_from',
    path: ['online_to'],
  })
  .refine((b) => !b.button_text || b.button_link !== '', {
    message: 'button link is required with a button text',
    path: ['button_link'],
  });

export const heroMedia = defineBlock({
  schema: heroMediaSchema,
  label: { de: 'Bühne mit Bild oder Video', en: 'Hero image or video', cs: 'Úvodní obrázek nebo video' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    {
      name: 'image',
      label: labels.image,
      hint: {
        de: 'Bild oder Video ist nötig',
        en: 'An image or a video is needed',
        cs: 'Je potřeba obrázek nebo video',
      },
      widget: 'media',
    },
    {
      name: 'video',
      label: { de: 'Video (Datei)', en: 'Video (file)', cs: 'Video (soubor)' },
      hint: hints.file,
      widget: 'file',
    },
    { name: 'headline', label: labels.headline, widget: 'text' },
    { name: 'text', label: labels.text, widget: 'text', multiline: true },
    { name: 'button_text', label: { de: 'Button-Text', en: 'Button text', cs: 'Text tlačítka' }, widget: 'text' },
    {
      name: 'button_link',
      label: { de: 'Button-Ziel', en: 'Button target', cs: 'Cíl tlačítka' },
      hint: hints.link,
      widget: 'url',
    },
    { name: 'sticky', label: labels.sticky, widget: 'boolean' },
    { name: 'online_from', label: labels.onlineFrom, widget: 'instant', required: true },
    { name: 'online_to', label: labels.onlineTo, widget: 'instant' },
  ],
  mediaIds: (block) => (block.image === null ? [] : [block.image]),
});
