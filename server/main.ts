/**
 * The production server: Next.js through its custom-server API (the same request handler as
 * `next start`, so ISR, proxy.ts and instrumentation.ts work unchanged), behind the stages of
 * stages.ts, which do what Next has no place for: forwarded headers believed only from
 * TRUSTED_PROXIES, early 405/400 answers, whole copies of cached pages, compression with kept copies,
 * the search-page cap, the shop's line (admission control: a waiting room past capacity), redirects as paths, the maintenance page, the full 404 page, one access-log line
 * per request. Before it serves: the Next.js internals it relies on are checked (next-internals.ts),
 * and pages prerendered under another SITE_URL are removed (site-url.ts). On PostgreSQL it runs as
 * several processes on one port, one per core by default (cluster.ts, WEB_CONCURRENCY). SIGTERM/SIGINT
 * shut it down gracefully (shutdown.ts).
 * Run after `npm run build` (which compiles this folder to dist/server): `node dist/server/main.js`;
 * `npm start` builds first when needed.
 */
import './production-env.js';
import cluster from 'node:cluster';
import { parseTrustedProxies } from '../lib/client-address.js';
import { log } from '../lib/log.js';
import { admissionSecret, admissionSettings } from './admission/admission-settings.js';
import { hostLineForWorkers, localLineClient, workerLineClient } from './admission/line-host.js';
import { appHooks } from './app-hooks.js';
import { serverProcessCount, superviseWorkers } from './cluster.js';
import { checkNextInternals } from './next-internals.js';
import { createShutdown } from './shutdown.js';
import { createSiteServer } from './site-server.js';
import { refreshPrerenderedPages } from './site-url.js';

const dir = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const serverLog = log.child({ component: 'server' });

let processes = 1;
let admissionFromEnv: ReturnType<typeof admissionSettings>;
if (cluster.isPrimary) {
  try {
    checkNextInternals({ dir });
    processes = serverProcessCount();
    admissionFromEnv = admissionSettings();
    // Made before the workers are forked: they inherit it, so each one reads the others' cookies.
    admissionSecret();
  } catch (error) {
    serverLog.fatal({ err: error }, 'cannot start');
    process.exit(1);
  }
  // Files on disk: changed once, before any worker reads them.
  refreshPrerenderedPages(dir, process.env.SITE_URL);
}

if (processes > 1) {
  // One line for the machine, in the primary (docs/decisions/0017-admission.md).
  if (admissionFromEnv!.enabled) hostLineForWorkers(admissionFromEnv!, admissionFromEnv!, serverLog);
  superviseWorkers({ count: processes, log: serverLog });
} else await serve();

/** The shop's line for this process's server: the primary's (a worker) or its own. */
function shopLine() {
  const settings = cluster.isWorker ? admissionSettings() : admissionFromEnv!;
  if (!settings.enabled) return null;
  const line = cluster.isWorker ? workerLineClient() : localLineClient(settings, settings, { log: serverLog });
  return {
    line,
    maxInflight: settings.maxInflight,
    maxWaitMs: settings.maxWaitMs,
    secret: admissionSecret(),
    secure: (process.env.SITE_URL ?? '').startsWith('https://'),
  };
}

async function serve() {
  // Loaded here: the primary of several processes only supervises and needs no Next.js in its memory.
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port, hostname: 'localhost' });
  await app.prepare();
  const server = createSiteServer(app.getRequestHandler(), {
    trusted,
    port,
    fullNotFound: true,
    compress: true,
    responseCache: true,
    admission: shopLine(),
  });

  const { shutdown } = createShutdown(server, {
    log: serverLog,
    app: () => ({
      stopBackground: async () => appHooks.__museumShutdown?.stopBackground(),
      // Next's own work after an answer (background revalidations, after()) may still need the database.
      close: async () => {
        await app.close();
        await appHooks.__museumShutdown?.close();
      },
    }),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  server.listen(port, () => {
    serverLog.info(
      { port, pid: process.pid, site_url: process.env.SITE_URL ?? 'http://localhost:3000' },
      `ready on http://localhost:${port}`,
    );
  });
}
