import { z } from 'zod';
import { designSettingsSchema } from './design-settings';
import { redirectSchema } from './schemas';

/** The site settings (SPEC 3) with the design settings, as administrators edit them (/api/settings/1/). */
export const settingsResourceSchema = z.object({
  is_site_online: z.boolean({ error: 'must be true or false' }),
  is_shop_online: z.boolean({ error: 'must be true or false' }),
  html_header: z.string().max(100_000).default(''),
  html_footer_top: z.string().max(100_000).default(''),
  html_footer_bottom: z.string().max(100_000).default(''),
  html_footer_logos: z.string().max(100_000).default(''),
  design: designSettingsSchema.prefault({}),
});
export type SettingsInput = z.infer<typeof settingsResourceSchema>;

/** A redirect entry (SPEC 7): old_path answers 301 to new_path, applied by the proxy at once. */
export const redirectResourceSchema = redirectSchema.refine((r) => r.old_path !== r.new_path, { message: 'must differ from the old path', path: ['new_path'] });
