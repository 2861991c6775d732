import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getSiteSettings } from '@/features/settings/server';
import { SiteHeadHtml } from '@/features/site';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Webshop' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The webshop layout. Visitors reach it without language prefix (/webshop, /testshop, …); the proxy
 * rewrites those to /{lang}/webshop/… in their language, so there is one root layout for the site
 * (multiple root layouts break not-found pages, next.js issue 59180).
 */
export default async function WebshopLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, common, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Webshop' }),
    getTranslations({ locale, namespace: 'Common' }),
    getSiteSettings(),
  ]);
  return (
    <div className="webshop">
      <SiteHeadHtml html={settings.html_header} />
      <header className="webshop-header">
        <a className="skip-link" href="#content">
          {common('skipToContent')}
        </a>
        <a className="site-header__logo" href={`/${locale}`}>
          <span className="site-header__name">{common('siteName')}</span>
          <span className="site-header__tagline">{t('title')}</span>
        </a>
        <a href={`/${locale}`}>{t('backToSite')}</a>
      </header>
      {children}
    </div>
  );
}
