import { z } from 'zod';
import { defineBlock } from '../../define';
import { fileUrl, id, optionalMediaId, shortText } from '../../fields';
import { fileField, titleField } from '@/features/blocks/shared/common-fields';

const videoSelfHostedSchema = z.object({
  kind: z.literal('video_self_hosted'),
  id,
  file: fileUrl,
  image: optionalMediaId,
  title: shortText(),
});

export const videoSelfHosted = defineBlock({
  schema: videoSelfHostedSchema,
  label: { de: 'Video (eigene Datei)', en: 'Video (own file)', cs: 'Video (vlastní soubor)' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    fileField,
    {
      name: 'image',
      label: { de: 'Standbild vor dem Abspielen', en: 'Poster image', cs: 'Obrázek před přehráním' },
      widget: 'media',
    },
    titleField,
  ],
  mediaIds: (block) => (block.image === null ? [] : [block.image]),
});
