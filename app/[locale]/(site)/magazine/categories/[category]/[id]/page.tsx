import type { Metadata } from 'next';
import { decodeParam } from '@/lib/params';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/config';
import { MagazineView, getCategories, idSegment, pageParam } from '@/features/magazine/server';
import { magazinePaths } from '@/features/magazine';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';
import { getTranslations } from 'next-intl/server';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/magazine/categories/[category]/[id]'>;

async function findCategory(locale: Locale, id: string) {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  return (await getCategories(locale)).find((c) => c.id === Number(id));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = listPage((await searchParams).page);
  const category = await findCategory(locale as Locale, id);
  if (!category) return {};
  const urls: Record<string, string> = {};
  for (const l of locales) {
    const c = (await getCategories(l)).find((x) => x.id === category.id);
    if (c) urls[l] = magazinePaths.category(l, c);
  }
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Magazine' });
  return seoMetadata({
    locale: locale as Locale,
    title: category.name,
    context: [t('title'), await pageContext(locale as Locale, page)],
    urls,
    query: { page: page > 1 ? page : null },
  });
}

/** Articles of one magazine category; a wrong slug redirects to the right one. */
export default async function MagazineCategoryPage({ params, searchParams }: Props) {
  const [{ locale, category: slug, id }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  idSegment(id);
  const category = await findCategory(locale as Locale, id);
  if (!category) notFound();
  const path = magazinePaths.category(locale as Locale, category);
  if (decodeParam(slug) !== category.slug) permanentRedirect(path);
  return <MagazineView locale={locale as Locale} page={pageParam(query.page)} category={category} basePath={path} />;
}
