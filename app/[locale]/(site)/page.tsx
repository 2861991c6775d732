import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { PageView, findPage, loadPage, pageMetadata } from '@/features/pages/server';
import { HomeJsonLd, HreflangLinks } from '@/features/seo/server';
import { env } from '@/lib/env';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const page = await findPage(locale, []);
  return page ? pageMetadata(page, locale) : {};
}

/** Home: the CMS page whose path is '' in this language, with the site's and museum's structured data. */
export default async function HomePage({ params, searchParams }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { page, preview } = await loadPage(locale, [], searchParams);
  return (
    <>
      <HomeJsonLd locale={locale} />
      <HreflangLinks urls={page.urls} siteUrl={env().SITE_URL} />
      <PageView page={page} preview={preview} locale={locale} />
    </>
  );
}
