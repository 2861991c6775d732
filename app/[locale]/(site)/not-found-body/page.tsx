import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { NotFoundView } from '@/features/site';
import { loadCustomErrorHtml, notFoundTexts } from '@/features/site/server';

// Rendered once per language, then cached like any page (the custom 404 HTML is a setting: 'settings' tag).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-body'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'ErrorPage' });
  return { title: `404 – ${t('notFound')}`, robots: { index: false } };
}

/**
 * The 404 page with the site's header and footer, as a page that renders (200). Next.js sends a
 * notFound() answer as an empty error shell whose content appears only once JavaScript runs
 * (vercel/next.js#62228), so the production server (server/stages/not-found.ts) sends this page's
 * HTML as the body of every 404 page answer. proxy.ts keeps visitors from requesting it directly.
 */
export default async function NotFoundBody({ params }: PageProps<'/[locale]/not-found-body'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <NotFoundView
      locale={locale}
      texts={await notFoundTexts(locale)}
      inSite
      customHtml={await loadCustomErrorHtml(404)}
    />
  );
}
