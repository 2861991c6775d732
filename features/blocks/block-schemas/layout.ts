import { z } from 'zod';
import { anchor, columns, extraClass, id, instant, optionalHref, requiredText, shortText } from './common';

const venueFields = {
  name: requiredText('venue', 200),
  street: shortText(200),
  postal_code: z.string().max(20).default(''),
  city: shortText(200),
  description: shortText(1000),
  link: optionalHref,
};

export const venueBlockSchema = z.object({ kind: z.literal('venue'), id, ...venueFields, anchor });

export const venueListBlockSchema = z.object({
  kind: z.literal('venuelist'),
  id,
  headline: shortText(),
  items: z.array(z.object({ id, ...venueFields })).min(1, 'venue list needs at least one venue'),
});

export const eventListFilters = ['room', 'type', 'tag', 'series', 'genre', 'next_3_days', 'weekend'] as const;

export const eventListBlockSchema = z.object({
  kind: z.literal('eventlist'),
  id,
  headline: shortText(),
  /** Empty: from the moment of rendering (SPEC: date_from defaults to now). */
  date_from: instant.nullable().default(null),
  date_to: instant.nullable().default(null),
  tag: shortText(100),
  filters: z.array(z.enum(eventListFilters)).default([]),
  children: z.array(z.unknown()).default([]),
});

export const anchorListBlockSchema = z.object({
  kind: z.literal('anchorlist'),
  id,
  sticky: z.boolean().default(true),
  children: z
    .array(z.object({ id, label: requiredText('anchor label', 100), anchor: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'anchor: letters, digits, - and _ only') }))
    .min(1, 'anchor list needs at least one entry'),
});

export const containerLayouts = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;

/** Older editor set: a container nested in a section, with its own column layout. */
export const containerBlockSchema = z.object({
  kind: z.literal('container'),
  id,
  slug: z.string().max(100).regex(/^[a-z0-9-]*$/, 'slug: lower-case letters, digits and -').default(''),
  layout: z.enum(containerLayouts).default('100'),
  extra_class: extraClass,
  columns,
});

