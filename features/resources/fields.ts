import { z } from 'zod';
import { locales } from '@/i18n/config';
import { slugify } from '@/lib/slug';

/**
 * Building blocks of the resource schemas, shared by the API and the dashboard forms. Translated
 * fields are objects {de, en, cs}; German is the reference language and the one that may be required.
 */
export function localized({ required = false, max = 500 }: { required?: boolean; max?: number } = {}) {
  const text = z.string({ error: 'must be text' }).max(max, `at most ${max} characters`);
  const shape = z.object(
    {
      de: required ? text.trim().min(1, 'German text is required') : text.optional(),
      en: text.optional(),
      cs: text.optional(),
    },
    { error: 'must be an object with de, en and cs texts' },
  );
  // An empty translation is stored as missing, so the site falls back to German instead of showing nothing.
  const dropEmpty = (value: z.infer<typeof shape>) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Partial<
      Record<(typeof locales)[number], string>
    >;
  return required ? shape.transform(dropEmpty) : shape.default({ de: undefined }).transform(dropEmpty);
}

/** Slugs per language; an empty one is made from the given title when saved. */
export const localizedSlug = z
  .object(
    { de: z.string().max(200).default(''), en: z.string().max(200).default(''), cs: z.string().max(200).default('') },
    { error: 'must be an object with de, en and cs slugs' },
  )
  .default({ de: '', en: '', cs: '' });

export function fillSlugs(slug: Partial<Record<string, string>>, title: Partial<Record<string, string>>) {
  return Object.fromEntries(locales.map((l) => [l, slugify(slug[l]?.trim() || title[l] || title.de || '')])) as Record<
    (typeof locales)[number],
    string
  >;
}

/** An optional reference to another record (media, venue, …) by id. */
export const refId = z.number({ error: 'must be an id' }).int().positive().nullable().default(null);
export const position = z.number({ error: 'must be a number' }).int().min(-100000).max(100000).default(0);
export const plainText = (max = 500) =>
  z.string({ error: 'must be text' }).max(max, `at most ${max} characters`).default('');
/** An ISO date-time with offset ("2026-07-04T18:00:00+02:00" or "…Z"); the dashboard sends Berlin times. */
export const dateTime = z.iso.datetime({ offset: true, error: 'must be a date and time' });
export const isoDay = z.iso.date({ error: 'must be a day (YYYY-MM-DD)' });
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');

/** A numeric ?<name>= filter of a list (400 for anything else). */
export const filterId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be 1 or more`)
    .max(2_147_483_647)
    .optional();
/** A ?<name>=true|false filter. */
export const filterFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

/** A link: a web address or a path on this site ("/webshop/event/40047"); empty means none. */
export const linkUrl = z
  .union(
    [
      z.url('must be a web address or a path starting with /').max(1000),
      z
        .string()
        .regex(/^\/[^\s]*$/, 'must be a web address or a path starting with /')
        .max(1000),
      z.literal(''),
    ],
    {
      error: 'must be a web address or a path starting with /',
    },
  )
  .nullable()
  .default(null);
