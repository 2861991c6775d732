import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { SiteHeader } from '@/features/site/components/site-header';
import { SiteFooter } from '@/features/site/components/site-footer';

/** The default layout: header, main, footer. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <div className="site">
      <SiteHeader locale={locale} />
      {children}
      <SiteFooter locale={locale} />
    </div>
  );
}
