// Browser error reporting, only when a DSN is configured: the SDK is loaded on demand, so visitors
// of a site without Sentry download none of it.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, tracesSampleRate: 0.1 }),
  );
}
