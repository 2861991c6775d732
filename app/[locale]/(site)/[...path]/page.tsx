import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { PageView, findPublicPage, loadPublicPage, pageMetadata } from '@/features/pages/server';

// Rendered on first request, then cached until the 'pages' tag is revalidated.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...path]'>): Promise<Metadata> {
  const { locale, path } = await params;
  const page = await findPublicPage(locale as Locale, path);
  return page ? pageMetadata(page, locale) : {};
}

/** Every other path: a page managed in the content system. */
export default async function CmsPage({ params }: PageProps<'/[locale]/[...path]'>) {
  const { locale, path } = await params;
  setRequestLocale(locale as Locale);
  return <PageView page={await loadPublicPage(locale as Locale, path)} locale={locale as Locale} />;
}
