'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error-view';
import { reportError } from '@/lib/report-client';

/** Errors while rendering a page: status (default 500) and message, or 'an unknown error occurred'. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  useEffect(() => reportError(error, { digest: error.digest }), [error]);
  const status = error.status ?? 500;
  // Server errors arrive without their message in production (only a digest): say so plainly.
  const message = error.message && !error.digest ? error.message : t('unknown');
  return (
    <div className="error-layout">
      <ErrorView status={status} title={t('title', { status })} hint={message} homeHref={`/${locale}`} homeLabel={t('backHome')}>
        <p>
          <button type="button" className="button button--secondary" onClick={reset}>
            {t('retry')}
          </button>
        </p>
      </ErrorView>
    </div>
  );
}
