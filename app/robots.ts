import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/pageeditor-api/', '/*/pageeditor-api/', '/*/dashboard', '/webshop'],
    },
    sitemap: `${site}/sitemap.xml`,
  };
}
