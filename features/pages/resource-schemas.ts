import { z } from 'zod';
import { localized, position, refId } from '@/features/resources';

const pagePath = z
  .string({ error: 'must be text' })
  .trim()
  .max(512)
  .regex(
    /^(\/[\p{L}\p{N}][\p{L}\p{N}._~-]*)*$/u,
    'segments of letters, digits, . _ ~ and - after a /, or empty for the home page',
  );

/**
 * A page's settings and place in the tree as staff edit them in the dashboard (/{lang}/api/pages/).
 * Its sections (the blocks) belong to the page editor and are not part of this record.
 */
export const pageResourceSchema = z.object({
  title: localized({ required: true, max: 200 }),
  headline: localized({ max: 300 }),
  /** Path per language without the language prefix ('/besuch/anreise'); a language without one has no page. */
  paths: z.object(
    { de: pagePath, en: pagePath.optional(), cs: pagePath.optional() },
    { error: 'must be an object with a path per language' },
  ),
  parent_id: refId,
  position,
  content_type: z.enum(['page', 'landing', 'legal'], { error: 'must be page, landing or legal' }).default('page'),
  is_online: z.boolean().default(true),
  is_clickable: z.boolean().default(true),
  in_menu: z.boolean().default(false),
  in_footer: z.boolean().default(false),
  is_landing_page: z.boolean().default(false),
  meta_title: localized({ max: 200 }),
  meta_description: localized({ max: 500 }),
  og_title: localized({ max: 200 }),
  og_description: localized({ max: 500 }),
  og_type: z.enum(['website', 'article'], { error: 'must be website or article' }).default('website'),
  og_image_id: refId,
});
export type PageInput = z.infer<typeof pageResourceSchema>;

/** A menu, footer or sticky navigation entry: a page, or a URL per language. */
export const navigationResourceSchema = z
  .object({
    menu: z.enum(['main', 'secondary', 'footer', 'sticky'], { error: 'must be main, secondary, footer or sticky' }),
    parent_id: refId,
    position,
    label: localized({ required: true, max: 120 }),
    page_id: refId,
    url: localized({ max: 1000 }),
    has_tab_navigation: z.boolean().default(false),
  })
  .refine((n) => n.page_id !== null || Object.keys(n.url).length > 0, {
    message: 'choose a page or give a URL',
    path: ['page_id'],
  });
export type NavigationInput = z.infer<typeof navigationResourceSchema>;
