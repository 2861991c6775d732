/**
 * Reports an unexpected error: always to the server log, and to Sentry when SENTRY_DSN is set.
 * Works on the server and in the browser (there NEXT_PUBLIC_SENTRY_DSN decides).
 */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  console.error('[report]', error instanceof Error ? error.message : error, context ?? '');
  const dsn = typeof window === 'undefined' ? process.env.SENTRY_DSN : process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn) return;
  void import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => undefined);
}
