import { z } from 'zod';

/** PATCH of the site settings (SPEC 3 and 7): any subset of the fields, nothing else. */
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
