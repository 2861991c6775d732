import { z } from 'zod';

/**
 * Design settings (docs/requirements.md §3). Stored as one JSON document; every field has the default the
 * spec names, so a partial or older document still parses.
 */
export const designSettingsSchema = z.object({
  menu: z.object({ style1: z.boolean().default(true), style2: z.boolean().default(false) }).prefault({}),
  header: z
    .object({
      logoLink: z.string().default('/'),
      basketLink: z.string().default('/webshop/cart'),
    })
    .prefault({}),
  webshopLink: z.string().default('/webshop'),
  event: z
    .object({
      style1: z.boolean().default(true),
      style2: z.boolean().default(false),
      style3: z.boolean().default(false),
      quickbuyWidgetActive: z.boolean().default(true),
    })
    .prefault({}),
  stickyOverlayButton: z.boolean().default(true),
  currency: z.object({ symbol: z.string().default('€'), code: z.string().default('EUR') }).prefault({}),
  dateFormat: z.string().default('dd.MM.yyyy'),
  timeFormat: z.string().default('HH:mm'),
  teamAccordion: z.boolean().default(true),
  maps: z
    .object({
      provider: z.enum(['openstreetmap', 'google']).default('openstreetmap'),
      zoom: z.number().int().min(1).max(20).default(15),
    })
    .prefault({}),
  analytics: z
    .object({
      /** Script URL of the tag container; loaded only after tracking consent. */
      containerUrl: z.string().default(''),
      containerId: z.string().default(''),
    })
    .prefault({}),
  /** Custom HTML per status code: a path under public/ or an absolute URL. */
  errorPages: z.record(z.string().regex(/^\d{3}$/), z.string()).default({ '404': '/html/404.html' }),
  anchorListOffset: z.number().int().default(600),
  detailSections: z
    .object({
      event: z.array(z.string()).default(['intro', 'dates', 'tickets', 'content', 'cast', 'venue', 'series']),
      production: z.array(z.string()).default(['intro', 'content', 'dates', 'cast', 'venue']),
    })
    .prefault({}),
});

export type DesignSettings = z.infer<typeof designSettingsSchema>;

export function parseDesignSettings(data: unknown): DesignSettings {
  const parsed = designSettingsSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : designSettingsSchema.parse({});
}
