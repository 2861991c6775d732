import { z } from 'zod';
import { locales } from '@/i18n/config';

/** The {lang} segment of localized API paths. */
export const localeParam = z.enum(locales, { error: 'Unknown language; use de, en or cs' });
export const localeParams = z.object({ locale: localeParam });

/** A numeric id in a path or query ("12"), 1 or more. */
export const idParam = z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be 1 or more').max(2_147_483_647);

/** ?lang= on unprefixed API paths; German when absent. */
export const langQuery = z.object({ lang: localeParam.default('de') });
