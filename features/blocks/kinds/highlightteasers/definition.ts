import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, optionalHref, optionalMediaId, requiredText, shortText } from '../../fields';
import { hints, labels, listHeadlineField } from '@/features/blocks/shared/common-fields';

const highlightTeasersSchema = z.object({
  kind: z.literal('highlightteasers'),
  id,
  headline: shortText(),
  categories: z.array(z.string().trim().min(1).max(100)).max(12).default([]),
  items: z
    .array(
      z.object({
        id,
        category: shortText(100),
        image: optionalMediaId,
        headline: requiredText('highlight headline'),
        text: shortText(1000),
        link: optionalHref,
        link_text: shortText(200),
      }),
    )
    .min(1, 'highlight teasers need at least one item'),
});

const category = { de: 'Kategorie', en: 'Category', cs: 'Kategorie' };

export const highlightTeasers = defineBlock({
  schema: highlightTeasersSchema,
  label: { de: 'Highlights nach Kategorien', en: 'Highlights by category', cs: 'Tipy podle kategorií' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'categories',
      label: { de: 'Kategorien (Reihenfolge)', en: 'Categories (in order)', cs: 'Kategorie (pořadí)' },
      hint: {
        de: 'Eine Kategorie ohne eigene Einträge zeigt die neuesten Magazinbeiträge dieser Kategorie.',
        en: 'A category without items of its own shows the newest magazine articles of that category.',
        cs: 'Kategorie bez vlastních položek zobrazí nejnovější články magazínu z této kategorie.',
      },
      widget: 'tags',
    },
    {
      name: 'items',
      label: { de: 'Highlights', en: 'Highlights', cs: 'Tipy' },
      itemLabel: { de: 'Highlight', en: 'Highlight', cs: 'Tip' },
      widget: 'items',
      required: true,
      fields: [
        { name: 'category', label: category, widget: 'text' },
        { name: 'image', label: labels.image, widget: 'media' },
        { name: 'headline', label: labels.headline, widget: 'text', required: true },
        { name: 'text', label: labels.text, widget: 'text', multiline: true },
        { name: 'link', label: labels.link, hint: hints.link, widget: 'url' },
        { name: 'link_text', label: labels.linkText, widget: 'text' },
      ],
    },
  ],
  mediaIds: (block) => block.items.flatMap((item) => (item.image === null ? [] : [item.image])),
});
