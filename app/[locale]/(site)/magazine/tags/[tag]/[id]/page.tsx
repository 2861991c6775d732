import type { Metadata } from 'next';
import { decodeParam } from '@/lib/params';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { MagazineView, getTag, idSegment, pageParam } from '@/features/magazine/server';
import { magazinePaths } from '@/features/magazine';
import { locales } from '@/i18n/config';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/magazine/tags/[tag]/[id]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = listPage((await searchParams).page);
  const tag = /^\d{1,9}$/.test(id) ? await getTag(locale as Locale, Number(id)) : null;
  if (!tag) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Magazine' });
  const urls: Partial<Record<Locale, string>> = {};
  for (const l of locales) {
    const other = await getTag(l, tag.id);
    if (other) urls[l] = magazinePaths.tag(l, other);
  }
  return seoMetadata({
    locale: locale as Locale,
    title: t('topicTitle', { name: tag.name }),
    context: [t('title'), await pageContext(locale as Locale, page)],
    urls,
    query: { page: page > 1 ? page : null },
  });
}

/** Articles with one #Topic; a wrong slug redirects to the right one. */
export default async function MagazineTagPage({ params, searchParams }: Props) {
  const [{ locale, tag: slug, id }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  const tag = await getTag(locale as Locale, idSegment(id));
  if (!tag) notFound();
  const path = magazinePaths.tag(locale as Locale, tag);
  if (decodeParam(slug) !== tag.slug) permanentRedirect(path);
  return <MagazineView locale={locale as Locale} page={pageParam(query.page)} tag={tag} basePath={path} />;
}
