// GET /sitemap.xml - every public URL with its language alternates, or an index when it grows large
import { env } from '@/lib/env';
import { sitemapResponse } from '@/features/seo/server';

// Read at request time (the database is not there during the build); the entries are cached by tag.
export const dynamic = 'force-dynamic';

export function GET() {
  return sitemapResponse(env().SITE_URL);
}
