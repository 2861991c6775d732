import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { pickClientMessages } from '@/features/site';
import { env } from '@/lib/env';
import { generatedImagePath, OG_LOCALES } from '@/features/seo';
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

/** Root layout of every localized page: html lang, and the messages client islands read (not all of them). */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages({ locale }));
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
