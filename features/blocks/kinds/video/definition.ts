import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id, optionalMediaId, shortText } from '../../fields';
import { anchorField, labels, titleField } from '@/features/blocks/shared/common-fields';
import { embedLabels, videoUrl } from '@/features/blocks/shared/embed';

const videoSchema = z.object({
  kind: z.literal('video'),
  id,
  video_url: videoUrl,
  image: optionalMediaId,
  title: shortText(),
  /** Running time as shown to visitors, e.g. "4:32". */
  length: z
    .string()
    .max(20)
    .regex(/^(\d{1,2}:)?\d{1,2}:\d{2}$|^$/, 'length: m:ss or h:mm:ss')
    .default(''),
  anchor,
});

export const video = defineBlock({
  schema: videoSchema,
  label: { de: 'Video', en: 'Video', cs: 'Video' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    { name: 'video_url', label: embedLabels.videoUrl, widget: 'embed', group: 'video', required: true },
    { name: 'image', label: { de: 'Vorschaubild', en: 'Preview image', cs: 'Náhledový obrázek' }, widget: 'media' },
    titleField,
    {
      name: 'length',
      label: labels.length,
      hint: { de: 'z. B. 4:32', en: 'e.g. 4:32', cs: 'např. 4:32' },
      widget: 'text',
    },
    anchorField,
  ],
  mediaIds: (block) => (block.image === null ? [] : [block.image]),
});
