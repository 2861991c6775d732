'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/config';

// Next ships this boundary with every page; its texts, report and view load only when it shows
// (issue #19, first-load JavaScript: ~0.5 kB gzip on every page).
const GlobalErrorView = lazy(() => import('@/features/site/client').then((m) => ({ default: m.GlobalErrorView })));

const noSubscription = () => () => undefined;
// i18n/config's localeOfPath, inlined: importing it put a second copy of that module into this chunk,
// which every page loads (~0.25 kB gzip).
const localeOfUrl = () => (/^\/(en|cs)(?=\/|$)/.exec(window.location.pathname)?.[1] ?? 'de') as Locale;

/** Last resort when even the error layout fails: plain HTML in the language of the URL (German before hydration). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(noSubscription, localeOfUrl, () => 'de' as const);
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <Suspense fallback={null}>
          <GlobalErrorView error={error} locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
