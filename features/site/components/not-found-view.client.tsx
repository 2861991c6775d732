'use client';

import { ErrorView } from '@/components/error-view';
import { usePageLocale } from '@/i18n/page-locale.client';
import { errorPageTexts } from '../error-page-texts';
import { LogNotFound } from './log-not-found.client';

/**
 * The 404 content, alone (the error layout) or inSite (below the site header). A client component because the locale must come from the page's
 * [locale] segment: asking the request for it would make the cached (ISR) 404 render dynamic and fail. Its
 * texts are the small static map of features/site/error-page-texts.ts, so no message provider is needed.
 */
export function NotFoundView({ customHtml, inSite = false, head = !inSite }: { customHtml: string | null; inSite?: boolean; head?: boolean }) {
  const locale = usePageLocale();
  const t = errorPageTexts[locale];
  return (
    // inSite: between the site's header and footer, not a screen of its own.
    <div className={inSite ? 'error-layout error-layout--site' : 'error-layout'}>
      {/* head: title and robots from here; a page with metadata of its own passes false (one <title>). */}
      {head && <title>{`404 – ${t.notFound}`}</title>}
      {head && <meta name="robots" content="noindex" />}
      <ErrorView status={404} title={t.notFound} hint={t.notFoundHint} homeHref={`/${locale}`} homeLabel={t.backHome} customHtml={customHtml} />
      <LogNotFound />
    </div>
  );
}
