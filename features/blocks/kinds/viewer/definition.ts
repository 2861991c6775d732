import { defineBlock } from '../../define';
import { anchorField, titleField } from '@/features/blocks/shared/common-fields';
import { embedBlockSchema, embedLabels, providerOptions } from '@/features/blocks/shared/embed';

const viewerSchema = embedBlockSchema('viewer', 'viewer');

export const viewer = defineBlock({
  schema: viewerSchema,
  label: { de: 'Dokument zum Blättern', en: 'Document viewer', cs: 'Prohlížeč dokumentů' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    {
      name: 'media_type',
      label: embedLabels.mediaType,
      widget: 'select',
      options: providerOptions('viewer'),
      required: true,
    },
    { name: 'embed', label: embedLabels.embed, widget: 'embed', group: 'viewer', required: true },
    titleField,
    anchorField,
  ],
});
