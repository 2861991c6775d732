import { z } from 'zod';

/** PATCH of the site settings (docs/requirements.md §3 and §7): any subset of the fields, nothing else. */
export const siteSettingsUpdateSchema = z
  .object({
    is_site_online: z.boolean(),
    is_shop_online: z.boolean(),
    html_header: z.string().max(100_000),
    html_footer_top: z.string().max(100_000),
    html_footer_bottom: z.string().max(100_000),
    html_footer_logos: z.string().max(100_000),
  })
  .partial()
  .strict();
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

/** Paths in the redirect table start with a slash, carry no query and no '..'. */
const redirectPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
  .refine((p) => !p.split('/').includes('..'), 'must not contain ..');

export const redirectSchema = z.object({
  old_path: redirectPathSchema,
  new_path: z.union([redirectPathSchema, z.string().url()]),
});
export type RedirectInput = z.infer<typeof redirectSchema>;
