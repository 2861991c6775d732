import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id, requiredText, shortText } from '../../fields';
import { anchorField, listHeadlineField } from '@/features/blocks/shared/common-fields';

const faqSchema = z.object({
  kind: z.literal('faq'),
  id,
  headline: shortText(),
  anchor,
  items: z
    .array(
      z.object({
        id,
        question: requiredText('question', 500),
        /** Rich text, sanitized on output. */
        answer: requiredText('answer', 20_000),
      }),
    )
    .min(1, 'faq needs at least one question'),
});

export const faq = defineBlock({
  schema: faqSchema,
  label: { de: 'Häufige Fragen (FAQ)', en: 'Frequently asked questions', cs: 'Časté dotazy' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'items',
      label: { de: 'Fragen', en: 'Questions', cs: 'Otázky' },
      itemLabel: { de: 'Frage', en: 'Question', cs: 'Otázka' },
      widget: 'items',
      required: true,
      fields: [
        { name: 'question', label: { de: 'Frage', en: 'Question', cs: 'Otázka' }, widget: 'text', required: true },
        { name: 'answer', label: { de: 'Antwort', en: 'Answer', cs: 'Odpověď' }, widget: 'richtext', required: true },
      ],
    },
    anchorField,
  ],
});
