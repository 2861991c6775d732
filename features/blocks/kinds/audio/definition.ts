import { defineBlock } from '../../define';
import { anchorField, titleField } from '@/features/blocks/shared/common-fields';
import { embedBlockSchema, embedLabels, providerOptions } from '@/features/blocks/shared/embed';

const audioSchema = embedBlockSchema('audio', 'audio');

export const audio = defineBlock({
  schema: audioSchema,
  label: { de: 'Audio', en: 'Audio', cs: 'Audio' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    {
      name: 'media_type',
      label: embedLabels.mediaType,
      widget: 'select',
      options: providerOptions('audio'),
      required: true,
    },
    { name: 'embed', label: embedLabels.embed, widget: 'embed', group: 'audio', required: true },
    titleField,
    anchorField,
  ],
});
