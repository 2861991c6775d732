import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, requiredText } from '../../fields';

const htmlSchema = z.object({
  kind: z.literal('html'),
  id,
  /** Written by staff and rendered as is (the HTML module); only staff can save blocks. */
  html_code: requiredText('html', 100_000),
});

export const html = defineBlock({
  schema: htmlSchema,
  label: { de: 'HTML-Code', en: 'HTML code', cs: 'Kód HTML' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    {
      name: 'html_code',
      label: { de: 'HTML', en: 'HTML', cs: 'HTML' },
      hint: {
        de: 'Wird unverändert auf der Seite ausgegeben.',
        en: 'Shown on the page exactly as written.',
        cs: 'Na stránce se zobrazí přesně tak, jak je zapsán.',
      },
      widget: 'code',
      required: true,
    },
  ],
});
