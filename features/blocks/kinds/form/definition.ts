import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, requiredText, shortText } from '../../fields';
import { listHeadlineField } from '@/features/blocks/shared/common-fields';

const formSchema = z.object({
  kind: z.literal('form'),
  id,
  hubspot_id: requiredText('hubspot id', 200),
  headline: shortText(),
});

export const form = defineBlock({
  schema: formSchema,
  label: { de: 'Formular', en: 'Form', cs: 'Formulář' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    {
      name: 'hubspot_id',
      label: { de: 'Formular-ID', en: 'Form id', cs: 'ID formuláře' },
      hint: {
        de: 'Nummer oder Kurzname eines Formulars aus dem Formular-Baukasten',
        en: 'Number or short name of a form from the form builder',
        cs: 'Číslo nebo krátký název formuláře z editoru formulářů',
      },
      widget: 'text',
      required: true,
    },
    listHeadlineField,
  ],
});
