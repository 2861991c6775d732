'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/error-view';
import { errorPageTexts } from '../error-page-texts';
import { fill } from '@/i18n/client-texts';
import { usePageLocale } from '@/i18n/page-locale.client';
import { reportError } from '@/lib/report-client';

/**
 * Errors while rendering a page: status (default 500) and message, or 'an unknown error occurred'.
 * A boundary gets no props from the server: its few texts come from ../error-page-texts.ts.
 */
export function ErrorPageView({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const locale = usePageLocale();
  const t = errorPageTexts[locale];
  useEffect(() => reportError(error, { digest: error.digest }), [error]);
  const status = error.status ?? 500;
  // Server errors arrive without their message in production (only a digest): say so plainly.
  const message = error.message && !error.digest ? error.message : t.unknown;
  return (
    <div className="error-layout">
      <ErrorView
        status={status}
        title={fill(t.title, { status })}
        hint={message}
        homeHref={`/${locale}`}
        homeLabel={t.backHome}
      >
        <p>
          <button type="button" className="button button--secondary" onClick={reset}>
            {t.retry}
          </button>
        </p>
      </ErrorView>
    </div>
  );
}
