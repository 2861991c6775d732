/**
 * Reports an unexpected error in the browser: to the console, and to Sentry when
 * NEXT_PUBLIC_SENTRY_DSN is set. Client components use this one; server code uses lib/report.ts,
 * whose logger (pino) has no place in the browser's bundles.
 */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  console.error('[report]', error instanceof Error ? error.message : error, context ?? '');
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => undefined);
}
