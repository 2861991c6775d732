import { ErrorView } from '@/components/error-view';
import type { Locale } from '@/i18n/config';
import { LogNotFound } from './chrome/chrome-effects.client';

/** ErrorPage.notFound, notFoundHint and backHome in the page's language (server/not-found-texts.ts). */
export type NotFoundTexts = { notFound: string; notFoundHint: string; backHome: string };

/**
 * The 404 content, alone (the error layout) or inSite (below the site header). Rendered on the
 * server: Next.js puts the not-found boundaries into every page's flight data, so their texts are
 * those of the page's language only (they were all three: ~2.7 kB in every page) and their code is
 * not part of any page's first-load JavaScript; only the logging of the missing URL runs in the browser.
 */
export function NotFoundView({
  locale,
  texts: t,
  customHtml,
  inSite = false,
  head = !inSite,
}: {
  locale: Locale;
  texts: NotFoundTexts;
  customHtml: string | null;
  inSite?: boolean;
  head?: boolean;
}) {
  return (
    // inSite: between the site's header and footer, not a screen of its own.
    <div className={inSite ? 'error-layout error-layout--site' : 'error-layout'}>
      {/* head: title and robots from here; a page with metadata of its own passes false (one <title>). */}
      {head && <title>{`404 – ${t.notFound}`}</title>}
      {head && <meta name="robots" content="noindex" />}
      <ErrorView
        status={404}
        title={t.notFound}
        hint={t.notFoundHint}
        homeHref={`/${locale}`}
        homeLabel={t.backHome}
        customHtml={customHtml}
      />
      <LogNotFound />
    </div>
  );
}
