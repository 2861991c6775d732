import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, extraClass, href, id, requiredText } from '../../fields';
import { anchorField, extraClassField, hints, labels } from '@/features/blocks/shared/common-fields';

const linkSchema = z.object({
  kind: z.literal('link'),
  id,
  link_text: requiredText('link text', 200),
  link: href,
  style: z.enum(['button', 'link']).default('button'),
  open_in_new_window: z.boolean().default(false),
  extra_class: extraClass,
  anchor,
  /** Stays in view at the bottom of the screen while its section scrolls by. */
  sticky: z.boolean().default(false),
});

export const link = defineBlock({
  schema: linkSchema,
  label: { de: 'Link oder Button', en: 'Link or button', cs: 'Odkaz nebo tlačítko' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    { name: 'link_text', label: labels.linkText, widget: 'text', required: true },
    { name: 'link', label: labels.link, hint: hints.link, widget: 'url', required: true },
    {
      name: 'style',
      label: { de: 'Darstellung', en: 'Style', cs: 'Vzhled' },
      widget: 'select',
      options: [
        { value: 'button', label: { de: 'Button', en: 'Button', cs: 'Tlačítko' } },
        { value: 'link', label: { de: 'Textlink', en: 'Text link', cs: 'Textový odkaz' } },
      ],
    },
    {
      name: 'open_in_new_window',
      label: { de: 'In neuem Fenster öffnen', en: 'Open in a new window', cs: 'Otevřít v novém okně' },
      widget: 'boolean',
    },
    { name: 'sticky', label: labels.sticky, widget: 'boolean' },
    extraClassField,
    anchorField,
  ],
});
