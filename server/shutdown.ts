/**
 * Graceful shutdown of the production server on SIGTERM/SIGINT (a rolling restart, systemd stop):
 *   1. the listening socket closes at once: new connections are refused, so nginx sends them to the
 *      other instance (proxy_next_upstream error); GET /api/health answers 503 from now on;
 *   2. the app's background jobs stop starting new work (app-hooks.ts, lib/shutdown.ts);
 *   3. requests in flight run to their end, for at most SHUTDOWN_TIMEOUT_MS; their answers, and those of
 *      requests that still come on a kept-alive connection, carry `Connection: close`, so every such
 *      connection ends after its next answer. Idle kept-alive connections are not cut: a request that
 *      nginx is sending on one at that moment would be lost (and a POST is not retried). They end when
 *      the client drops them (nginx: upstream keepalive_timeout 4 s, deploy/nginx.conf) or at Node's
 *      keepAliveTimeout (5 s); SHUTDOWN_TIMEOUT_MS closes whatever is left;
 *   4. the app closes what it holds (rounds of the jobs under way, then the database pool / PGlite);
 *   5. the process exits 0. A second signal exits at once (1).
 */
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server } from 'node:net';
import type { Logger } from 'pino';
import { appHooks } from './app-hooks.js';

/** The same default as lib/env.ts SHUTDOWN_TIMEOUT_MS. */
function shutdownTimeoutFromEnv(value = process.env.SHUTDOWN_TIMEOUT_MS): number {
  const ms = Number(value || 10_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/** How long the app's own closing (step 4) may take after the requests are done. */
const APP_CLOSE_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export type AppSteps = { stopBackground(): Promise<void>; close(): Promise<void> };

/**
 * `server` is an http.Server (before or after listen); `log` a pino logger; `app` the app's steps
 * (default: what instrumentation.ts installed); `exit` process.exit (tests pass their own).
 */
export function createShutdown(
  server: HttpServer,
  {
    timeoutMs = shutdownTimeoutFromEnv(),
    log,
    app = () => appHooks.__museumShutdown,
    exit = (code: number) => process.exit(code),
  }: {
    timeoutMs?: number;
    log: Logger;
    app?: () => AppSteps | undefined;
    exit?: (code: number) => unknown;
  },
) {
  const running = new Set<ServerResponse>();
  let draining = false;

  // First of the request listeners, so the header is set before the handler can send any.
  server.prependListener('request', (_req, res: ServerResponse) => {
    running.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => running.delete(res));
  });

  async function shutdown(signal: string): Promise<unknown> {
    if (draining) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      return exit(1);
    }
    draining = true;
    appHooks.__museumDraining = true;
    const started = Date.now();
    log.info(
      { signal, in_flight: running.size, timeout_ms: timeoutMs },
      'shutting down: refusing new connections, finishing requests in flight',
    );
    // Their client (nginx) must not send another request on these connections.
    for (const res of running) if (!res.headersSent) res.setHeader('connection', 'close');
    // net.Server's close, not http.Server's: that one also cuts idle kept-alive connections at once.
    const closed = new Promise<boolean>((resolve) => Server.prototype.close.call(server, () => resolve(true)));
    const steps = app();
    await steps?.stopBackground().catch((error) => log.error({ err: error }, 'stopping background jobs failed'));
    const finished = await Promise.race([closed, sleep(timeoutMs).then(() => false)]);
    if (!finished) {
      log.warn(
        { in_flight: running.size, timeout_ms: timeoutMs },
        'requests still running at the shutdown timeout: closing their connections',
      );
      server.closeAllConnections();
    }
    if (steps) {
      const closedApp = await Promise.race([
        steps.close().then(() => true),
        sleep(APP_CLOSE_MS).then(() => false),
      ]).catch((error) => {
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
