import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/i18n/config';
import { getOnlinePageUrls } from '@/features/pages/server';

// Read at request time (the database is not there during the build); the data itself is cached.
export const dynamic = 'force-dynamic';

/** Every online page in every language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const pages = await getOnlinePageUrls();
  return pages.flatMap((page) =>
    locales
      .filter((l) => page.urls[l])
      .map((l) => ({
        url: `${site}${page.urls[l]}`,
        lastModified: page.updatedAt,
        alternates: { languages: Object.fromEntries(locales.filter((x) => page.urls[x]).map((x) => [x, `${site}${page.urls[x]}`])) },
      })),
  );
}
