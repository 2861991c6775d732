import { z } from 'zod';
import { designSettingsSchema } from './design-settings';
import { redirectSchema } from './schemas';

/** The site settings (docs/requirements.md §3) with the design settings, as administrators edit them (/api/settings/1/). */
export const settingsResourceSchema = z.object({
  is_site_online: z.boolean({ error: 'must be true or false' }),
  is_shop_online: z.boolean({ error: 'must be true or false' }),
  html_header: z.string().max(100_000).default(''),
  html_footer_top: z.string().max(100_000).default(''),
  html_footer_bottom: z.string().max(100_000).default(''),
  html_footer_logos: z.string().max(100_000).default(''),
  max_tickets_per_order: z
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'at least 1')
    .max(100, 'at most 100')
    .default(10),
  max_held_per_client: z
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'at least 1')
    .max(500, 'at most 500')
    .default(20),
  payment_minutes: z
    .number({ error: 'must be a number' })
    .int()
    .min(30, 'at least 30 (online payment pages need that long)')
    .max(1440, 'at most 1440')
    .default(30),
  invoice_days: z.number({ error: 'must be a number' }).int().min(1, 'at least 1').max(60, 'at most 60').default(14),
  no_single_seat_gap: z.boolean({ error: 'must be true or false' }).default(true),
  design: designSettingsSchema.prefault({}),
});
export type SettingsInput = z.infer<typeof settingsResourceSchema>;

/** A redirect entry (docs/requirements.md §7): old_path answers 301 to new_path, applied by the proxy at once. */
export const redirectResourceSchema = redirectSchema.refine((r) => r.old_path !== r.new_path, {
  message: 'must differ from the old path',
  path: ['new_path'],
});
