import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id, requiredText, shortText } from '../../fields';
import { anchorField } from '@/features/blocks/shared/common-fields';

const quoteSchema = z.object({
  kind: z.literal('quote'),
  id,
  content: requiredText('quote content', 2000),
  author: shortText(200),
  anchor,
});

export const quote = defineBlock({
  schema: quoteSchema,
  label: { de: 'Zitat', en: 'Quote', cs: 'Citát' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    {
      name: 'content',
      label: { de: 'Zitat', en: 'Quotation', cs: 'Citát' },
      widget: 'text',
      multiline: true,
      required: true,
    },
    { name: 'author', label: { de: 'Wer hat es gesagt?', en: 'Who said it?', cs: 'Kdo to řekl?' }, widget: 'text' },
    anchorField,
  ],
});
