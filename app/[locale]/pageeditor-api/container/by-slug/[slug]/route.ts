// GET /{lang}/pageeditor-api/container/by-slug/{slug} - one section of a page
import { z } from 'zod';
import { localeParam, notFound, withRoute } from '@/lib/api';
import { readContainerBySlug } from '@/features/pages/server';

export const GET = withRoute(
  {
    params: z.object({
      locale: localeParam,
      slug: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[A-Za-z0-9_-]+$/, 'slug: letters, digits, - and _ only'),
    }),
  },
  async ({ params }) => {
    const container = await readContainerBySlug(params.locale, params.slug);
    if (!container) throw notFound('Container');
    return container;
  },
);
