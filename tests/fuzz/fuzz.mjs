#!/usr/bin/env node
/**
 * Sends a seeded corpus of bad requests (tests/fuzz/corpus.mjs) to a running production server on
 * loopback and fails on any answer >= 500 other than a deliberate 503 (one with Retry-After), on a
 * request that hangs, and on a connection dropped without an answer (except for bodies beyond every
 * size limit, which a server may refuse by closing). Prints the counts by status and every failure
 * with what reproduces it.
 *
 *   node tests/fuzz/fuzz.mjs [--base http://localhost:3000] [--seed 17] [--count 6000]
 *        [--concurrency 8] [--max-seconds 170] [--min-count 5000] [--methods all|common]
 *        [--staff user:password]   (part of the reads as a logged-in staff member)
 *
 * Used by tests/e2e/fuzz.spec.ts (npm test) and by scripts/bench/memory.mjs. Exit code 0 when clean.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    out[m[1]] = m[2] ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
  }
  return out;
}

const REQUEST_TIMEOUT_MS = 20_000;

/** One request with node:http, so the path goes out byte for byte (broken escapes included). */
function send(base, request, agent) {
  const url = new URL(base);
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname))
    throw new Error(`The fuzz only runs against loopback, not ${url.hostname}`);
  return new Promise((resolve) => {
    const headers = { ...request.headers };
    const b = request.body;
    let payload = null;
    if (b) {
      payload = b.size ? null : Buffer.from(b.data ?? '');
      if (b.type) headers['content-type'] = b.type;
      if (payload) headers['content-length'] = String(payload.length);
      // Large bodies go chunked: no Content-Length to refuse them by, the server has to count.
    }
    let settled = false;
    const done = (result) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    let req;
    try {
      req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => done({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
          res.on('error', () => done({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
        },
      );
    } catch (error) {
      // Node's client refuses to send it (a character no client may put in a path): nothing to test.
      return done({ status: 'unsendable', error: error.code ?? error.message });
    }
    req.on('timeout', () => {
      req.destroy();
      done({ status: 'timeout' });
    });
    req.on('error', (error) => done({ status: 'error', error: error.code ?? error.message }));
    if (b?.size) {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent < b.size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.on('error', () => undefined);
      pump();
    } else {
      req.end(payload ?? undefined);
    }
  });
}

function isFailure(request, result) {
  if (result.status === 'timeout') return true;
  // Node's HTTP parser closes the connection on a method it does not know (FOO, PROPFIND with a
  // body): refused before any server code, not an error of ours.
  if (result.status === 'error') return !request.body?.large && !request.odd;
  if (result.status === 503) return !result.retryAfter;
  return result.status >= 500;
}

/**
 * A staff session cookie ('user:password' of a staff account), so part of the reads reach the staff
 * pages and APIs behind the login. Staff requests stay reads (GET/HEAD): a fuzzed DELETE or action
 * with a valid session would really change content.
 */
async function staffCookie(base, credentials) {
  const [username, ...rest] = credentials.split(':');
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify({ username, password: rest.join(':') }),
  });
  if (!res.ok) throw new Error(`Staff login for the fuzz failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs the corpus; resolves to { sent, byStatus, failures, seconds, complete }. */
export async function runFuzz({
  base,
  seed = 17,
  count = 6000,
  concurrency = 8,
  maxSeconds = 170,
  methods = 'all',
  staff = null,
  log = console.log,
}) {
  const corpus = generateCorpus({ seed, count, appDir: path.join(root, 'app'), methods });
  if (staff) {
    const cookie = await staffCookie(base, staff);
    // Every fifth read goes out as staff (a fixed rule, so the corpus stays the same for a seed).
    corpus.forEach((request, i) => {
      if (i % 5 === 0 && ['GET', 'HEAD'].includes(request.method) && !request.headers.cookie)
        request.headers = { ...request.headers, cookie };
    });
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const byStatus = new Map();
  const failures = [];
  const timings = [];
  const started = Date.now();
  const deadline = started + maxSeconds * 1000;
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < corpus.length && Date.now() < deadline) {
      const index = next++;
      const request = corpus[index];
      const t0 = performance.now();
      const result = await send(base, request, agent);
      result.ms = performance.now() - t0;
      timings.push({ ms: result.ms, index });
      sent++;
      const key = String(result.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      if (isFailure(request, result)) failures.push({ index, request, result });
      if (sent % 1000 === 0)
        log(`  ${sent} requests, ${failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  timings.sort((a, b) => a.ms - b.ms);
  const at = (q) => Math.round(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.ms ?? 0);
  const slowest = timings
    .slice(-5)
    .reverse()
    .map((t) => ({ ms: Math.round(t.ms), request: corpus[t.index] }));
  return {
    sent,
    byStatus,
    failures,
    seconds: (Date.now() - started) / 1000,
    complete: sent === corpus.length,
    latency: { p50: at(0.5), p95: at(0.95), slowest },
  };
}

function describe(request) {
  const b = request.body;
  const bodyText = b
    ? ` body(${b.type || 'no type'}, ${b.size ?? Buffer.byteLength(b.data ?? '')} bytes${b.data && b.data.length <= 200 ? `: ${JSON.stringify(b.data)}` : ''})`
    : '';
  const h = Object.keys(request.headers).length ? ` headers ${JSON.stringify(request.headers).slice(0, 300)}` : '';
  return `${request.method} ${request.path.slice(0, 300)}${h}${bodyText}`;
}

export function report({ sent, byStatus, failures, seconds, latency }, { seed, log = console.log }) {
  const statuses = [...byStatus.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}: ${n}`);
  log(`fuzz (seed ${seed}): ${sent} requests in ${seconds.toFixed(1)} s; by status: ${statuses.join(', ')}`);
  const fivexx = [...byStatus.entries()].filter(([s]) => Number(s) >= 500).reduce((sum, [, n]) => sum + n, 0);
  log(`answers >= 500: ${fivexx} (deliberate 503 with Retry-After allowed); failures: ${failures.length}`);
  if (latency) {
    log(`latency: median ${latency.p50} ms, p95 ${latency.p95} ms; slowest:`);
    for (const s of latency.slowest) log(`  ${s.ms} ms: ${describe(s.request).slice(0, 200)}`);
  }
  for (const f of failures.slice(0, 50))
    log(`  #${f.index} -> ${f.result.status}${f.result.error ? ` (${f.result.error})` : ''}: ${describe(f.request)}`);
  if (failures.length > 50) log(`  … and ${failures.length - 50} more`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = parseArgs(process.argv.slice(2));
  const base = args.base ?? process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3000}`;
  const seed = Number(args.seed ?? process.env.FUZZ_SEED ?? 17);
  const minCount = Number(args['min-count'] ?? 5000);
  const result = await runFuzz({
    base,
    seed,
    count: Number(args.count ?? 6000),
    concurrency: Number(args.concurrency ?? 8),
    maxSeconds: Number(args['max-seconds'] ?? 170),
    methods: args.methods ?? 'all',
    staff: args.staff ?? process.env.FUZZ_STAFF ?? null,
  });
  report(result, { seed });
  if (result.sent < Math.min(minCount, Number(args.count ?? 6000))) {
    console.log(`Only ${result.sent} requests within the time limit; at least ${minCount} are required.`);
    process.exit(1);
  }
  process.exit(result.failures.length ? 1 : 0);
}
