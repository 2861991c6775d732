import { z } from 'zod';
import { locales } from '@/i18n/config';
import { MAX_ID, parseDay, parseId } from '@/lib/params';

/** The {lang} segment of localized API paths. */
export const localeParam = z.enum(locales, { error: 'Unknown language; use de, en or cs' });
export const localeParams = z.object({ locale: localeParam });

/** A numeric id in a path, query or JSON body ("12" or 12), 1 up to MAX_ID (lib/params.ts). */
export const numericId = (message = 'id must be a number') =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const id =
      typeof value === 'number'
        ? Number.isInteger(value) && value >= 1 && value <= MAX_ID
          ? value
          : null
        : parseId(value.trim());
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${message}: a numeric id from 1 to ${MAX_ID}` });
      return z.NEVER;
    }
    return id;
  });

export const idParam = numericId();

/** A route's {locale} and numeric {id} segments. */
export const idRouteParams = z.object({ locale: localeParam, id: idParam });

/** An optional DD-MM-YYYY day (lib/params.ts), as the ISO day; '' counts as not set. */
export const dayParam = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const iso = parseDay(value);
      if (!iso) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be an existing day as DD-MM-YYYY, got "${value.slice(0, 40)}"`,
        });
        return z.NEVER;
      }
      return iso;
    });

/** ?lang= on unprefixed API paths; German when absent. */
export const langQuery = z.object({ lang: localeParam.default('de') });
