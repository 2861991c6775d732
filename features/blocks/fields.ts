import { z } from 'zod';

/** Field schemas shared by several block kinds. */
export const id = z.string().min(1).max(64);

export const anchor = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/, 'anchor: letters, digits, - and _ only')
  .default('');

/** A CSS class an editor may add; only class-name characters, so it cannot break out of the attribute. */
export const extraClass = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9 _-]*$/, 'extra_class: letters, digits, space, - and _ only')
  .default('');

/** A link target: a site path, an anchor, or an http(s)/mailto/tel URL (never javascript:). */
export const href = z
  .string()
  .trim()
  .max(2000)
  .regex(
    /^(\/|#|https?:\/\/|mailto:|tel:)/i,
    'link: a path starting with /, an #anchor or an http(s), mailto or tel URL',
  );

export const optionalHref = z.union([z.literal(''), href]).default('');

/** A media id (media table). */
export const mediaId = z.number().int().positive();
export const optionalMediaId = mediaId.nullable().default(null);

export const shortText = (max = 300) => z.string().max(max).default('');
export const requiredText = (field: string, max = 300) => z.string().trim().min(1, `${field} is required`).max(max);

/** An instant with offset (ISO 8601), as the editor's date pickers send it. */
export const instant = z.iso.datetime({ offset: true });

/** A file in our media storage or on this site (self-hosted audio and video). */
export const fileUrl = z
  .string()
  .trim()
  .min(1, 'file is required')
  .max(2000)
  .regex(/^(\/[^/]|https:\/\/)/, 'file: a site path or an https URL');

/** Columns of child blocks, parsed one by one at render (features/blocks/components/block-list.tsx). */
export const columns = z
  .array(z.object({ classes: extraClass, children: z.array(z.unknown()).default([]) }))
  .min(1)
  .max(4);
