/**
 * Graceful shutdown of the production server on SIGTERM/SIGINT (a rolling restart, systemd stop):
 *   1. the listening socket closes at once: new connections are refused, so nginx sends them to the
 *      other instance (proxy_next_upstream error); GET /api/health answers 503 from now on;
 *   2. the app's background jobs stop starting new work (globalThis.__museumShutdown, lib/shutdown.ts);
 *   3. requests in flight run to their end, for at most SHUTDOWN_TIMEOUT_MS; their answers and those of
 *      requests already sent on a kept-alive connection carry `Connection: close`, and connections
 *      with nothing in flight are closed, so nothing waits on an idle socket;
 *   4. the app closes what it holds (rounds of the jobs under way, then the database pool / PGlite);
 *   5. the process exits 0. A second signal exits at once (1).
 */

/** The same default as lib/env.ts SHUTDOWN_TIMEOUT_MS. */
export function shutdownTimeoutFromEnv(value = process.env.SHUTDOWN_TIMEOUT_MS) {
  const ms = Number(value || 10_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/** How long the app's own closing (step 4) may take after the requests are done. */
const APP_CLOSE_MS = 5000;
/** How often connections that became idle while draining are closed. */
const SWEEP_MS = 50;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * `server` is an http.Server (before or after listen); `log` a pino logger; `app` the app's steps
 * (default: what instrumentation.ts installed); `exit` process.exit (tests pass their own).
 */
export function createShutdown(server, { timeoutMs = shutdownTimeoutFromEnv(), log, app = () => globalThis.__museumShutdown, exit = (code) => process.exit(code) }) {
  const running = new Set();
  let draining = false;

  // First of the request listeners, so the header is set before the handler can send any.
  server.prependListener('request', (req, res) => {
    running.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => running.delete(res));
  });

  async function shutdown(signal) {
    if (draining) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      return exit(1);
    }
    draining = true;
    globalThis.__museumDraining = true;
    const started = Date.now();
    log.info({ signal, in_flight: running.size, timeout_ms: timeoutMs }, 'shutting down: refusing new connections, finishing requests in flight');
    // Their client (nginx) must not send another request on these connections.
    for (const res of running) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    // Requests in flight whose headers are out cannot say `Connection: close`: their sockets are closed
    // as soon as they are idle again.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    const steps = app();
    await steps?.stopBackground().catch((error) => log.error({ err: error }, 'stopping background jobs failed'));
    const finished = await Promise.race([closed, sleep(timeoutMs).then(() => false)]);
    clearInterval(sweep);
    if (!finished) {
      log.warn({ in_flight: running.size, timeout_ms: timeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
      server.closeAllConnections();
    }
    if (steps) {
      const closedApp = await Promise.race([steps.close().then(() => true), sleep(APP_CLOSE_MS).then(() => false)]).catch((error) => {
        log.error({ err: error }, 'closing the database failed');
        return true;
      });
      if (!closedApp) log.warn({ after_ms: APP_CLOSE_MS }, 'the app did not close in time');
    }
    log.info({ duration_ms: Date.now() - started, timed_out: !finished }, 'shut down');
    return exit(0);
  }

  return { shutdown, inFlight: () => running.size, draining: () => draining };
}
