// GET /sitemaps/{n}.xml - one part of the sitemap index (only when sitemap.xml is an index)
import { env } from '@/lib/env';
import { sitemapPartResponse } from '@/features/seo/server';

export const dynamic = 'force-dynamic';

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const response = match ? await sitemapPartResponse(env().SITE_URL, Number(match[1])) : null;
  return (
    response ??
    new Response('Not found: no such sitemap part', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  );
}
