'use client';

import { lazy, Suspense } from 'react';

// Next ships the boundary with every page; what it shows (texts, report, view) loads only when a
// page fails (issue 19, first-load JavaScript).
const ErrorPageView = lazy(() => import('@/features/site/client').then((m) => ({ default: m.ErrorPageView })));

/** Errors while rendering a page: features/site/components/error-page-view.client.tsx. */
export default function ErrorPage(props: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorPageView {...props} />
    </Suspense>
  );
}
