import { log } from './log';

const reportLog = log.child({ component: 'report' });

/** A URL without its query: a query may carry personal data (search terms, tokens) that logs must not keep. */
function withoutQuery(url: unknown) {
  return typeof url === 'string' ? url.split('?')[0] : url;
}

/**
 * Reports an unexpected error on the server: to the log (lib/log.ts: a JSON line in production with
 * the stack and the context's fields), and to Sentry when SENTRY_DSN is set. Client components use
 * lib/report-client.ts.
 */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  const fields = { ...context, ...(context && 'url' in context ? { url: withoutQuery(context.url) } : {}) };
  if (error instanceof Error) reportLog.error({ err: error, ...fields }, error.message);
  else reportLog.error({ ...fields, error: String(error) }, 'non-error thrown');
  if (!process.env.SENTRY_DSN) return;
  void import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => undefined);
}
