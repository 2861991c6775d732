import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id, requiredText, shortText } from '../../fields';
import { anchorField, labels } from '@/features/blocks/shared/common-fields';

const headlineSchema = z.object({
  kind: z.literal('headline'),
  id,
  headline_level: z.number().int().min(2).max(6).default(2),
  preline: shortText(),
  content: requiredText('headline content'),
  subline: shortText(),
  anchor,
});

export const headline = defineBlock({
  schema: headlineSchema,
  label: { de: 'Überschrift', en: 'Headline', cs: 'Nadpis' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    { name: 'content', label: labels.headline, widget: 'text', required: true },
    {
      name: 'headline_level',
      label: { de: 'Ebene (H2 bis H6)', en: 'Level (H2 to H6)', cs: 'Úroveň (H2 až H6)' },
      widget: 'number',
    },
    { name: 'preline', label: labels.preline, widget: 'text' },
    { name: 'subline', label: labels.subline, widget: 'text' },
    anchorField,
  ],
});
