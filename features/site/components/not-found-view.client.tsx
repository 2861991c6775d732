'use client';

import { ErrorView } from '@/components/error-view';
import type { Locale } from '@/i18n/config';
import { usePageLocale } from '@/i18n/page-locale.client';
import { LogNotFound } from './log-not-found.client';

/**
 * The 404 content, alone (the error layout) or inSite (below the site header). A client component because the locale must come from the page's
 * [locale] segment: asking the request for it would make the cached (ISR) 404 render dynamic and fail. So
 * the server hands it its texts in every language (features/site/server/not-found-texts.ts).
 */
export type NotFoundTexts = Record<Locale, { notFound: string; notFoundHint: string; backHome: string }>;

export function NotFoundView({ texts, customHtml, inSite = false, head = !inSite }: { texts: NotFoundTexts; customHtml: string | null; inSite?: boolean; head?: boolean }) {
  const locale = usePageLocale();
  const t = texts[locale];
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
