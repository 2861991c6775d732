import { z } from 'zod';
import { blockSchema } from '@/features/blocks';
import { dateTime, localized, localizedSlug, plainText, refId } from '@/features/resources';

const body = z.array(blockSchema).max(200, 'at most 200 blocks');

/** A magazine article as staff edit it (/{lang}/api/articles/): texts, blocks per language, categories and tags. */
export const articleResourceSchema = z.object({
  title: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  teaser: localized({ max: 1000 }),
  body: z
    .object(
      { de: body.optional(), en: body.optional(), cs: body.optional() },
      { error: 'must be an object of block lists per language' },
    )
    .default({}),
  image_id: refId,
  author: plainText(200),
  published_at: dateTime,
  is_online: z.boolean({ error: 'must be true or false' }).default(true),
  category_ids: z.array(z.number().int().positive()).max(20).default([]),
  tag_ids: z.array(z.number().int().positive()).max(50).default([]),
});
export type ArticleInput = z.infer<typeof articleResourceSchema>;
