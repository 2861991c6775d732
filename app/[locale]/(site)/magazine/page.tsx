import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { MagazineView, pageParam } from '@/features/magazine/server';
import { magazinePaths } from '@/features/magazine';
import { listPage, pageContext, seoMetadata } from '@/features/seo/server';

// ?page= (and ?q=) decide the content, so this route renders per request; its data is cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/magazine'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const page = listPage((await searchParams).page);
  const t = await getTranslations({ locale, namespace: 'Magazine' });
  const urls = { de: magazinePaths.home('de'), en: magazinePaths.home('en'), cs: magazinePaths.home('cs') };
  return seoMetadata({
    locale,
    title: t('title'),
    context: [await pageContext(locale, page)],
    description: t('intro'),
    urls,
    query: { page: page > 1 ? page : null },
  });
}

/** The media library (magazine): all articles, newest first; ?page= for visitors without JavaScript. */
export default async function MagazinePage({ params, searchParams }: PageProps<'/[locale]/magazine'>) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  return (
    <MagazineView
      locale={locale as Locale}
      page={pageParam(query.page)}
      basePath={magazinePaths.home(locale as Locale)}
    />
  );
}
