import { z } from 'zod';
import type { FieldSpec } from '../editor-fields';
import { id, instant, optionalHref, optionalMediaId, requiredText, shortText } from '../fields';
import { hints, labels } from './common-fields';

/** A teaser shown in lists (teaser list, blog teaser list); online_from/online_to limit when it is shown. */
export const teaserItemSchema = z
  .object({
    id,
    image: optionalMediaId,
    preline: shortText(),
    headline: requiredText('teaser headline'),
    subline: shortText(),
    text: shortText(1000),
    link: optionalHref,
    link_text: shortText(200),
    online_from: instant.nullable().default(null),
    online_to: instant.nullable().default(null),
  })
  .refine((t) => !t.online_from || !t.online_to || Date.parse(t.online_from) < Date.parse(t.online_to), {
    message: 'online_to must be after online_from',
    path: ['online_to'],
  });

export type TeaserItem = z.infer<typeof teaserItemSchema>;

export const teaserItemLabel = { de: 'Teaser', en: 'Teaser', cs: 'Upoutávka' };

export const teaserItemFields: readonly FieldSpec<TeaserItem>[] = [
  { name: 'image', label: labels.image, widget: 'media' },
  { name: 'preline', label: labels.preline, widget: 'text' },
  { name: 'headline', label: labels.headline, widget: 'text', required: true },
  { name: 'subline', label: labels.subline, widget: 'text' },
  { name: 'text', label: labels.text, widget: 'text', multiline: true },
  { name: 'link', label: labels.link, hint: hints.link, widget: 'url' },
  { name: 'link_text', label: labels.linkText, widget: 'text' },
  { name: 'online_from', label: labels.onlineFrom, widget: 'instant' },
  { name: 'online_to', label: labels.onlineTo, widget: 'instant' },
];

/** Images of teaser items (teasers without an image have none). */
export const teaserItemMediaIds = (items: readonly { image: number | null }[]) =>
  items.flatMap((item) => (item.image === null ? [] : [item.image]));
