'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error-view';
import { LogNotFound } from './log-not-found.client';

/**
 * The 404 content, alone (the error layout) or inSite (below the site header). A client component because the locale must come from the layout's provider:
 * asking the request for it would make the cached (ISR) 404 render dynamic and fail.
 */
export function NotFoundView({ customHtml, inSite = false, head = !inSite }: { customHtml: string | null; inSite?: boolean; head?: boolean }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  return (
    // inSite: between the site's header and footer, not a screen of its own.
    <div className={inSite ? 'error-layout error-layout--site' : 'error-layout'}>
      {/* head: title and robots from here; a page with metadata of its own passes false (one <title>). */}
      {head && <title>{`404 – ${t('notFound')}`}</title>}
      {head && <meta name="robots" content="noindex" />}
      <ErrorView status={404} title={t('notFound')} hint={t('notFoundHint')} homeHref={`/${locale}`} homeLabel={t('backHome')} customHtml={customHtml} />
      <LogNotFound />
    </div>
  );
}
