import { defineBlock } from '../../define';
import { anchorField, titleField } from '@/features/blocks/shared/common-fields';
import { embedBlockSchema, embedLabels, providerOptions } from '@/features/blocks/shared/embed';

const socialMediaSchema = embedBlockSchema('socialmedia', 'socialmedia');

export const socialMedia = defineBlock({
  schema: socialMediaSchema,
  label: { de: 'Social-Media-Beitrag', en: 'Social media post', cs: 'Příspěvek ze sociálních sítí' },
  // In the current toolbar (docs/requirements.md §2) and one of the kinds the older editor set adds (docs/requirements.md §3).
  sets: ['toolbar', 'legacy'],
  defaults: {},
  fields: [
    {
      name: 'media_type',
      label: embedLabels.mediaType,
      widget: 'select',
      options: providerOptions('socialmedia'),
      required: true,
    },
    { name: 'embed', label: embedLabels.embed, widget: 'embed', group: 'socialmedia', required: true },
    titleField,
    anchorField,
  ],
});
