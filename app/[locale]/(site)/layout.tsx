import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { SiteHeader } from '@/features/site/components/site-header';
import { SiteFooter } from '@/features/site/components/site-footer';
import { ChromeProviders } from '@/features/site/components/chrome/chrome-providers.client';
import { getDesignSettings } from '@/features/site/server/settings';

/** The default layout of SPEC section 2: header, top alert, main, footer, sticky navigation, info layer, cookie manager. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const design = await getDesignSettings();
  return (
    <ChromeProviders locale={locale} analyticsUrl={design.analytics.containerUrl}>
      <div className="site">
        <SiteHeader locale={locale} />
        {children}
        <SiteFooter locale={locale} />
      </div>
    </ChromeProviders>
  );
}
