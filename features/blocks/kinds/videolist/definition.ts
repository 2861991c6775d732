import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, optionalMediaId, shortText } from '../../fields';
import { labels, listHeadlineField, titleField } from '@/features/blocks/shared/common-fields';
import { embedLabels, videoUrl } from '@/features/blocks/shared/embed';

const videoListSchema = z.object({
  kind: z.literal('videolist'),
  id,
  headline: shortText(),
  items: z
    .array(
      z.object({
        id,
        video_url: videoUrl,
        image: optionalMediaId,
        title: shortText(),
        length: z.string().max(20).default(''),
      }),
    )
    .min(1, 'video list needs at least one video'),
});

export const videoList = defineBlock({
  schema: videoListSchema,
  label: { de: 'Videoliste', en: 'Video list', cs: 'Seznam videí' },
  // In the current toolbar (docs/requirements.md §2) and one of the kinds the older editor set adds (docs/requirements.md §3).
  sets: ['toolbar', 'legacy'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'items',
      label: { de: 'Videos', en: 'Videos', cs: 'Videa' },
      itemLabel: { de: 'Video', en: 'Video', cs: 'Video' },
      widget: 'items',
      required: true,
      fields: [
        { name: 'video_url', label: embedLabels.videoUrl, widget: 'embed', group: 'video', required: true },
        { name: 'image', label: { de: 'Vorschaubild', en: 'Preview image', cs: 'Náhledový obrázek' }, widget: 'media' },
        titleField,
        { name: 'length', label: labels.length, widget: 'text' },
      ],
    },
  ],
  mediaIds: (block) => block.items.flatMap((item) => (item.image === null ? [] : [item.image])),
});
