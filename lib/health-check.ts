import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import packageJson from '../package.json';
import { db } from './db/client';
import { databaseDown } from './db/health';
import { env } from './env';

/**
 * What GET /api/health answers: whether this instance can serve (its database answered a real query
 * within a short bound, and it is not shutting down), with the version, the build and the uptime.
 * Nothing from the environment but INSTANCE_NAME, which the operator sets to be shown.
 */
export type HealthReport = {
  status: 'ok' | 'unavailable';
  database: { reachable: boolean; latency_ms: number | null };
  version: string;
  build_id: string | null;
  uptime_s: number;
  instance?: string;
  /** Present while a graceful shutdown drains this instance (server/shutdown.ts). */
  shutting_down?: true;
};

/** A load balancer probes every few seconds: it must learn of a stuck database long before DB_TIMEOUT_MS. */
const HEALTH_QUERY_BOUND_MS = 2000;

let buildId: string | null | undefined;

/** The BUILD_ID `next build` wrote (tells which build each instance runs during a rolling upgrade). */
function readBuildId() {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

/**
 * `select 1` through the app's own database handle (pool or PGlite, with its health flag): while the
 * database is known down it fails at once; otherwise it must answer within the bound.
 */
async function probeDatabase(boundMs: number): Promise<HealthReport['database']> {
  if (databaseDown()) return { reachable: false, latency_ms: null };
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), boundMs)));
  try {
    const answered = await Promise.race([
      Promise.resolve()
        .then(() => db().execute(sql`select 1 as ok`))
        .then(() => true),
      bound,
    ]);
    if (!answered) return { reachable: false, latency_ms: null };
    return { reachable: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { reachable: false, latency_ms: null };
  } finally {
    clearTimeout(timer);
  }
}

export async function healthReport(options: { boundMs?: number } = {}): Promise<HealthReport> {
  const configured = env().DB_TIMEOUT_MS;
  const boundMs =
    options.boundMs ?? (configured > 0 ? Math.min(configured, HEALTH_QUERY_BOUND_MS) : HEALTH_QUERY_BOUND_MS);
  const database = await probeDatabase(boundMs);
  const draining = globalThis.__museumDraining === true;
  const instance = env().INSTANCE_NAME;
  return {
    status: database.reachable && !draining ? 'ok' : 'unavailable',
    database,
    version: packageJson.version,
    build_id: readBuildId(),
    uptime_s: Math.round(process.uptime()),
    ...(instance ? { instance } : {}),
    ...(draining ? { shutting_down: true as const } : {}),
  };
}
