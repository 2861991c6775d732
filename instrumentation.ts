/**
 * Runs once when a server process starts, before it answers requests: gives the custom server the
 * database-down flag and the maintenance page, opens the database, applies migrations, loads the
 * demo content into an empty database, on PostgreSQL joins the other instances' cache invalidation
 * (lib/cache-sync.ts), gives the proxy its reader of site settings and redirects, starts the
 * background jobs (scheduled publishing, the mail outbox, the upload sweeper), gives the custom
 * server the steps of a graceful shutdown, and starts Sentry when SENTRY_DSN is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: a server whose database is down still needs the maintenance page.
  (await import('./lib/db/hooks')).installDatabaseHooks();
  const { ensureDatabase } = await import('./lib/db/boot');
  await ensureDatabase({ seed: async (database) => (await import('./seed')).seedIfEmpty(database) });
  // Several instances on one PostgreSQL: expire each other's cached pages, data, settings and redirects.
  const databaseUrl = (await import('./lib/env')).env().DATABASE_URL;
  const tagSync = databaseUrl ? await (await import('./lib/cache-sync')).startCacheSync(databaseUrl) : undefined;
  // The proxy reads site settings and redirects through this loader, never over HTTP.
  const [{ registerProxyStateLoader }, { readSiteState }] = await Promise.all([
    import('./lib/proxy/state'),
    import('./features/settings/server'),
  ]);
  registerProxyStateLoader(readSiteState);
  // Background work: one runner per process (lib/jobs/runner.ts) for the jobs of the features.
  const [{ backgroundJobs }, { scheduledPublishingJob }, { registerOrderMails }, { outboxJob }, { uploadSweeperJob }] =
    await Promise.all([
      import('./lib/jobs/runner'),
      import('./features/pages/server'),
      import('./features/box-office/server'),
      import('./lib/mail-outbox'),
      import('./features/forms/server'),
    ]);
  const jobs = backgroundJobs();
  // Scheduled publishing: this process runs the due jobs of page_schedules every few seconds.
  jobs.register(scheduledPublishingJob(Number(process.env.PORT ?? 3000)));
  // Mails: requests send what they queued; this poll sends what a crashed request left, and retries.
  registerOrderMails();
  jobs.register(outboxJob());
  // Uploads whose entry never came (or failed) are removed within the hour, and at every start.
  jobs.register(uploadSweeperJob());
  // Waiting lists: places that came back go to the next in line, ended offers move on (every 30 s).
  jobs.register((await import('./features/waiting-list/server')).waitingListJob());
  // A cancelled date too large for the staff request is finished (cancelled and refunded) here.
  jobs.register((await import('./features/refunds/server')).dateCancellationJob());
  jobs.start();
  // SIGTERM (server/shutdown.ts): the runner stops first; the pool closes after the last request.
  const { installShutdownHooks, onCloseResource, onStopBackground } = await import('./lib/shutdown');
  onStopBackground('background jobs', jobs.stop);
  if (tagSync) onCloseResource('cache invalidation listener', tagSync.stop);
  installShutdownHooks();
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.1, sendDefaultPii: false });
  }
}

export async function onRequestError(...args: unknown[]) {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}
