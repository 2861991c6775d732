import { z } from 'zod';
import { defineBlock } from '../../define';
import { extraClass, id, optionalHref, optionalMediaId, requiredText, shortText } from '../../fields';
import { extraClassField, hints, labels } from '@/features/blocks/shared/common-fields';

/** docs/requirements.md §5: full teaser text up to 3000 characters, 256 in the older editor set. */
const FULL_TEASER_TEXT_MAX = 3000;
const FULL_TEASER_TEXT_MAX_LEGACY = 256;

const fullTeaserSchema = z
  .object({
    kind: z.literal('fullteaser'),
    id,
    image: optionalMediaId,
    link: optionalHref,
    link_text: shortText(200),
    preline: shortText(),
    headline: requiredText('full teaser headline'),
    subline: shortText(),
    text: requiredText('full teaser text', FULL_TEASER_TEXT_MAX),
    extra_class: extraClass,
    layout: z.enum(['image-left', 'image-right', 'fullscreen']).default('image-left'),
    /** Blocks saved by the older editor keep its shorter text limit. */
    editor_set: z.enum(['current', 'legacy']).default('current'),
  })
  .refine((b) => b.editor_set === 'current' || b.text.length <= FULL_TEASER_TEXT_MAX_LEGACY, {
    message: `full teaser text: at most ${FULL_TEASER_TEXT_MAX_LEGACY} characters in the older editor set`,
    path: ['text'],
  });

export const fullTeaser = defineBlock({
  schema: fullTeaserSchema,
  label: { de: 'Großer Teaser', en: 'Full teaser', cs: 'Velká upoutávka' },
  sets: ['toolbar'],
  defaults: {},
  fields: [
    { name: 'image', label: labels.image, widget: 'media' },
    {
      name: 'layout',
      label: { de: 'Anordnung', en: 'Layout', cs: 'Rozvržení' },
      widget: 'select',
      options: [
        { value: 'image-left', label: { de: 'Bild links', en: 'Image on the left', cs: 'Obrázek vlevo' } },
        { value: 'image-right', label: { de: 'Bild rechts', en: 'Image on the right', cs: 'Obrázek vpravo' } },
        {
          value: 'fullscreen',
          label: { de: 'Bild über die ganze Breite', en: 'Full-width image', cs: 'Obrázek přes celou šířku' },
        },
      ],
    },
    { name: 'preline', label: labels.preline, widget: 'text' },
    { name: 'headline', label: labels.headline, widget: 'text', required: true },
    { name: 'subline', label: labels.subline, widget: 'text' },
    {
      name: 'text',
      label: labels.text,
      widget: 'text',
      multiline: true,
      required: true,
      legacyMaxLength: FULL_TEASER_TEXT_MAX_LEGACY,
    },
    { name: 'link', label: labels.link, hint: hints.link, widget: 'url' },
    { name: 'link_text', label: labels.linkText, widget: 'text' },
    extraClassField,
  ],
  // Set by the editor that saves the block, which decides the text limit.
  system: ['editor_set'],
  mediaIds: (block) => (block.image === null ? [] : [block.image]),
});
