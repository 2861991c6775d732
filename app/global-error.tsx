'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { globalErrorTexts, localeOfPath } from '@/features/site';
import { reportError } from '@/lib/report-client';

const noSubscription = () => () => undefined;

/** Last resort when even the error layout fails: plain HTML in the language of the URL (German before hydration). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error, { digest: error.digest, where: 'global-error' }), [error]);
  const locale = useSyncExternalStore(noSubscription, () => localeOfPath(window.location.pathname), () => 'de' as const);
  const t = globalErrorTexts[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>{t.renderFailed}</h1>
        <p>
          <a href={`/${locale}`}>{t.backHome}</a>
        </p>
      </body>
    </html>
  );
}
