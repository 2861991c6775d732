import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { setPageLocale } from '@/i18n/page-locale.server';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { generatedImagePath, OG_LOCALES } from '@/features/seo';
import { CookieBannerScript } from '@/features/consent';
import { TopAlertScript } from '@/features/site';
import { SearchFieldNoScript } from '@/features/search';
import { CSRF_COOKIE } from '@/features/auth';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import '../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, maximumScale: 5, themeColor: '#2f4a3a' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const raw = (await params).locale;
  const locale = hasLocale(routing.locales, raw) ? raw : 'de';
  const t = await getTranslations({ locale, namespace: 'Common' });
  // Pages built with features/seo replace these; the rest (account, shop) still share properly.
  const image = { url: generatedImagePath(locale, 'site'), width: 1200, height: 630, alt: t('siteName') };
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('siteTagline'),
    openGraph: { siteName: t('siteName'), locale: OG_LOCALES[locale], type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', images: [image.url] },
  };
}

// Pages render on first request and are then cached until a tag they use is revalidated.
export function generateStaticParams() {
  return [];
}

/**
 * Root layout of every localized page: html lang. No message provider: client components get their
 * texts as props from the server (i18n/texts.server.ts), so public pages load no i18n runtime;
 * the few islands that keep next-intl's hooks bring their own provider (tests/unit/client-intl.test.ts).
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setPageLocale(locale);
  return (
    <html lang={locale}>
      <head>
        {/* Classes on <html> that decide, before the first paint, whether the cookie banner and the top alert show. */}
        <CookieBannerScript sessionCookies={[CSRF_COOKIE, VISITOR_CSRF_COOKIE]} />
        <TopAlertScript />
        <SearchFieldNoScript />
      </head>
      <body>{children}</body>
    </html>
  );
}
