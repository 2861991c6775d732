'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error-view';
import { LogNotFound } from './log-not-found.client';

/**
 * The 404 content. A client component because the locale must come from the layout's provider:
 * asking the request for it would make the cached (ISR) 404 render dynamic and fail.
 */
export function NotFoundView({ customHtml }: { customHtml: string | null }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  return (
    <div className="error-layout">
      <title>{`404 – ${t('notFound')}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView status={404} title={t('notFound')} hint={t('notFoundHint')} homeHref={`/${locale}`} homeLabel={t('backHome')} customHtml={customHtml} />
      <LogNotFound />
    </div>
  );
}
