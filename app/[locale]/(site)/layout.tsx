import { getTranslations } from 'next-intl/server';
import { ArrowUpIcon, TicketIcon } from '@/components/icons';
import { setPageLocale } from '@/i18n/page-locale.server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { getNavigation } from '@/features/pages/server';
import { getDesignSettings, getSiteSettings } from '@/features/settings/server';
import { SiteHeader, SiteFooter, getBreakingNews } from '@/features/site/server';
import { InfoLayer, TopAlert, SiteHeadHtml } from '@/features/site';
import { StickyNav, ChromeProviders, ChromeEffects } from '@/features/site/client';
import { EditorLauncher } from '@/features/editor/client';
import { programmePath } from '@/features/events';
import { eventOverlayTexts } from '@/features/events/server';
import { consentTexts } from '@/features/consent/server';
import { CookieBanner } from '@/features/consent';

/**
 * The default layout of docs/requirements.md §2: the staff's head HTML, header, top alert, main, footer, sticky
 * navigation, info layer, cookie manager; for staff the page editor's toolbar (loaded only for them).
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Also runs for the 404 of an address whose first segment is no language ('/media/', '/api/'):
  // the root layout's notFound() does not stop this layout from rendering.
  const locale = (await params).locale as Locale;
  setPageLocale(locale);
  const [design, settings, alerts, nav, t, consent] = await Promise.all([
    getDesignSettings(),
    getSiteSettings(),
    getBreakingNews(locale),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'Common' }),
    consentTexts(locale),
  ]);
  // The sticky navigation's texts; the overlay's only where its button shows.
  const [sticky, overlay] = await Promise.all([
    getTranslations({ locale, namespace: 'StickyNav' }),
    design.stickyOverlayButton ? eventOverlayTexts(locale) : null,
  ]);
  return (
    <ChromeProviders
      locale={locale}
      analyticsUrl={design.analytics.containerUrl}
      cookieBanner={<CookieBanner texts={consent.banner} />}
      cookieManagerTexts={consent.manager}
    >
      <SiteHeadHtml html={settings.html_header} />
      <div className="site">
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <InfoLayer locale={locale} />
        <SiteHeader locale={locale} />
        <TopAlert alert={alerts[0] ?? null} locale={locale} />
        {children}
        <SiteFooter locale={locale} />
        <StickyNav
          items={nav.sticky}
          eventsHref={programmePath(isLocale(locale) ? locale : defaultLocale, '/events')}
          texts={{
            label: sticky('label'),
            datesAndTickets: sticky('datesAndTickets'),
            bookTickets: sticky('bookTickets'),
            scrollTop: sticky('scrollTop'),
            overlay: sticky('overlay'),
          }}
          overlay={overlay}
          icons={{ ticket: <TicketIcon />, top: <ArrowUpIcon /> }}
        />
      </div>
      <ChromeEffects />
      <EditorLauncher locale={locale} />
    </ChromeProviders>
  );
}
