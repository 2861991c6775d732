import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { PageView, findPublicPage, loadPublicPage, pageMetadata } from '@/features/pages/server';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const page = await findPublicPage(locale, []);
  return page ? pageMetadata(page, locale) : {};
}

/** Home: the CMS page whose path is '' in this language. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <PageView page={await loadPublicPage(locale, [])} locale={locale} />;
}
