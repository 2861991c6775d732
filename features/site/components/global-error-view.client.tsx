'use client';

import { useEffect } from 'react';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report-client';
import { globalErrorTexts } from '../global-error-texts';

/** What app/global-error.tsx shows inside its own <body>: the message and a link home, in the URL's language. */
export function GlobalErrorView({ error, locale }: { error: Error & { digest?: string }; locale: Locale }) {
  useEffect(() => reportError(error, { digest: error.digest, where: 'global-error' }), [error]);
  const t = globalErrorTexts[locale];
  return (
    <>
      <h1>{t.renderFailed}</h1>
      <p>
        <a href={`/${locale}`}>{t.backHome}</a>
      </p>
    </>
  );
}
