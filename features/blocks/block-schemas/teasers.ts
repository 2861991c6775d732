import { z } from 'zod';
import { extraClass, id, instant, mediaId, optionalHref, optionalMediaId, requiredText, shortText } from './common';

/** SPEC 5: full teaser text up to 3000 characters, 256 in the older editor set. */
export const FULL_TEASER_TEXT_MAX = 3000;
export const FULL_TEASER_TEXT_MAX_LEGACY = 256;

export const fullTeaserBlockSchema = z
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

/** A teaser shown in lists; online_from/online_to limit when it is shown. */
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

export const teaserListBlockSchema = z.object({
  kind: z.literal('teaserlist'),
  id,
  headline: shortText(),
  variant: z.enum(['slider', 'list']).default('list'),
  items: z.array(teaserItemSchema).min(1, 'teaser list needs at least one teaser'),
});

export const blogTeaserListBlockSchema = z.object({
  kind: z.literal('blogteaserlist'),
  id,
  headline: shortText(),
  /** SPEC 5 and 9: a number from 1 to 8, required. */
  count: z.number({ error: 'item count is required (1 to 8)' }).int().min(1, 'item count: 1 to 8').max(8, 'item count: 1 to 8'),
  items: z.array(teaserItemSchema).default([]),
});

export const highlightTeasersBlockSchema = z.object({
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

export const heroMediaBlockSchema = z
  .object({
    kind: z.literal('heromedia'),
    id,
    headline: shortText(),
    text: shortText(1000),
    button_text: shortText(200),
    button_link: optionalHref,
    sticky: z.boolean().default(false),
    image: optionalMediaId,
    /** A self-hosted video file played muted in a loop instead of the image. */
    video: z.string().max(2000).regex(/^(\/[^/]|https:\/\/)|^$/, 'video: a site path or an https URL').default(''),
    online_from: instant,
    online_to: instant.nullable().default(null),
  })
  .refine((b) => b.image !== null || b.video !== '', { message: 'hero media needs an image or a video', path: ['image'] })
  .refine((b) => !b.online_to || Date.parse(b.online_from) < Date.parse(b.online_to), { message: 'online_to must be after online_from', path: ['online_to'] })
  .refine((b) => !b.button_text || b.button_link !== '', { message: 'button link is required with a button text', path: ['button_link'] });

export const twoColumnsBlockSchema = z.object({
  kind: z.literal('twocolumns'),
  id,
  extra_class: z.enum(['image-text', 'text-image']).default('image-text'),
  /** Rich text, sanitized on output. */
  text: requiredText('text', 20_000),
  image: mediaId,
});

/** True while a timed item is online at `now` (SPEC: teaser items and hero media). */
export function isOnlineAt(item: { online_from: string | null; online_to: string | null }, now: Date) {
  const t = now.getTime();
  if (item.online_from && Date.parse(item.online_from) > t) return false;
  if (item.online_to && Date.parse(item.online_to) <= t) return false;
  return true;
}
