import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { PageView, findPage, loadPage, pageMetadata } from '@/features/pages/server';
import { HreflangLinks } from '@/features/seo/server';

// Rendered on first request, then cached until the 'pages' tag is revalidated (staff: draft mode, never cached).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...path]'>): Promise<Metadata> {
  const { locale, path } = await params;
  const page = await findPage(locale as Locale, path);
  return page ? pageMetadata(page, locale as Locale) : {};
}

/** Every other path: a page managed in the content system. */
export default async function CmsPage({ params, searchParams }: PageProps<'/[locale]/[...path]'>) {
  const { locale, path } = await params;
  setRequestLocale(locale as Locale);
  const { page, preview } = await loadPage(locale as Locale, path, searchParams);
  return (
    <>
      <HreflangLinks urls={page.urls} siteUrl={env().SITE_URL} />
      <PageView page={page} preview={preview} locale={locale as Locale} />
    </>
  );
}
