/**
 * The production server: Next.js through its custom-server API (the same request handler as
 * `next start`, so ISR, proxy.ts and instrumentation.ts work unchanged), behind a few checks Next
 * has no place for (scripts/server/):
 *   - X-Forwarded-For/-Host/-Proto are believed only from TRUSTED_PROXIES (by socket peer);
 *   - TRACE, CONNECT and unknown methods get 405, undecodable or NUL paths 400, before Next sees them;
 *   - redirects to Next's own address (http://localhost:PORT) become paths, so they work behind a proxy;
 *   - a page failing while the database is down becomes the translated 503 maintenance page;
 *   - a 404 page answer carries the server-rendered 404 page (Next sends an empty shell, not-found.mjs);
 *   - answers are compressed here, not by Next: a cacheable answer's brotli/gzip copy and ETag are made
 *     once per distinct body and kept (compress.mjs), where Next gzipped a 128 KB page per request;
 *   - repeated anonymous hits of cached pages are answered from whole copies before Next sees them,
 *     for a few seconds and until any cache tag expires (response-cache.mjs);
 *   - SITE_URL is read now, at start: pages prerendered by a build with another SITE_URL are
 *     rendered afresh;
 *   - one access-log line per request (lib/log.mjs: JSON lines in production);
 *   - SIGTERM/SIGINT shut it down gracefully (scripts/server/shutdown.mjs): no new connections,
 *     requests in flight finish (SHUTDOWN_TIMEOUT_MS), background jobs stop, the database closes.
 * Run after `next build`: `node scripts/server.mjs` (npm start builds first when needed).
 */
import './server/production-env.mjs';
import next from 'next';
import { log } from '../lib/log.mjs';
import { parseTrustedProxies } from './server/guard.mjs';
import { createSiteServer } from './server/http.mjs';
import { createShutdown } from './server/shutdown.mjs';
import { refreshPrerenderedPages } from './server/site-url.mjs';

const dir = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);

refreshPrerenderedPages(dir, process.env.SITE_URL);

const app = next({ dev: false, dir, port, hostname: 'localhost' });
await app.prepare();
const server = createSiteServer(app.getRequestHandler(), {
  trusted,
  port,
  fullNotFound: true,
  compress: true,
  responseCache: true,
});

const serverLog = log.child({ component: 'server' });
const { shutdown } = createShutdown(server, {
  log: serverLog,
  app: () => ({
    stopBackground: async () => globalThis.__museumShutdown?.stopBackground(),
    // Next's own work after an answer (background revalidations, after()) may still need the database.
    close: async () => {
      await app.close();
      await globalThis.__museumShutdown?.close();
    },
  }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));

server.listen(port, () => {
  serverLog.info(
    { port, site_url: process.env.SITE_URL ?? 'http://localhost:3000' },
    `ready on http://localhost:${port}`,
  );
});
