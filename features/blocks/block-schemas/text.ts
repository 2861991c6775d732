import { z } from 'zod';
import { anchor, extraClass, href, id, requiredText, shortText } from './common';

export const headlineBlockSchema = z.object({
  kind: z.literal('headline'),
  id,
  headline_level: z.number().int().min(2).max(6).default(2),
  preline: shortText(),
  content: requiredText('headline content'),
  subline: shortText(),
  anchor,
});

export const textBlockSchema = z.object({
  kind: z.literal('text'),
  id,
  /** Rich text, sanitized on output (lib/sanitize.ts). */
  content: z.string().max(100_000),
  anchor,
  decrease_distance: z.boolean().default(false),
});

export const linkBlockSchema = z.object({
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

export const quoteBlockSchema = z.object({
  kind: z.literal('quote'),
  id,
  content: requiredText('quote content', 2000),
  author: shortText(200),
  anchor,
});

export const faqBlockSchema = z.object({
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

export const htmlBlockSchema = z.object({
  kind: z.literal('html'),
  id,
  /** Written by staff and rendered as is (SPEC: HTML module); only staff can save blocks. */
  html_code: requiredText('html', 100_000),
});

export const formBlockSchema = z.object({
  kind: z.literal('form'),
  id,
  hubspot_id: requiredText('hubspot id', 200),
  headline: shortText(),
});
