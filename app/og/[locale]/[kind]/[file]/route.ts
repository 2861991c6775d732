// GET /og/{locale}/{kind}/{id}.png - the generated 1200×630 share image of a page without its own image
import { isLocale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { OG_KINDS, ogImageResponse, type OgKind } from '@/features/seo/server';

// Rendered on first request, then kept in the page cache (a title change shows within a day).
export const dynamic = 'force-static';
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

const notFound = (why: string) =>
  new Response(`Not found: ${why}`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ locale: string; kind: string; file: string }> },
) {
  const { locale, kind, file } = await params;
  if (!isLocale(locale)) return notFound('unknown language');
  if (!(OG_KINDS as readonly string[]).includes(kind)) return notFound('unknown kind');
  const id = parseId(/^(\d+)\.png$/.exec(file)?.[1]);
  if (id === null && !(kind === 'site' && file === '0.png')) return notFound('the file must be {id}.png');
  return (await ogImageResponse(locale, kind as OgKind, id ?? 0)) ?? notFound('no such item');
}
